import type { Role } from '@protocol/api/user.ts';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** Spec: red for admin, yellow for moderator, blue otherwise. */
const roleTones: Record<Role, string> = {
  admin: 'border-ember-400/50 bg-ember-900/50 text-ember-300',
  moderator: 'border-gold-400/50 bg-gold-400/15 text-gold-200',
  user: 'border-sky-400/40 bg-sky-950/60 text-sky-300',
};

const pill =
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn(pill, roleTones[role], className)} data-role={role}>
      {t(`admin.roles.${role}`)}
    </span>
  );
}

/** A banned player is tagged Banned (with an icon, so the colour is not the only sign). */
export function BannedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn(pill, 'border-ember-400/60 bg-night-950/70 text-ember-300', className)}>
      <Ban className="size-3" aria-hidden />
      {t('admin.status.banned')}
    </span>
  );
}
