import type { AdminUser } from '@protocol/api/admin.ts';
import { Ban, Coins, Crown, Eye, ShieldCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BannedBadge, RoleBadge } from '@/components/admin/role-badge.tsx';
import { AvatarLetter } from '@/components/avatar-letter.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { abilitiesOf } from '@/lib/abilities.ts';
import { formatNumber } from '@/lib/format.ts';

export type PanelAction = 'details' | 'ban' | 'unban' | 'grant' | 'role' | 'makeAdmin';

/**
 * One player in the panel's list: name, e-mail, role and Banned badges, level and gold, and the row
 * actions. The viewer's own row offers no ban or role change (nobody locks themselves out by a slip).
 */
export function PanelUserRow({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (action: PanelAction, user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const name = user.username;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3 sm:p-4 lg:flex-row lg:items-center"
      aria-label={name}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <AvatarLetter username={name} className="size-10 text-lg" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-all text-ink">{name}</span>
            {isSelf ? <Badge tone="neutral">{t('admin.user.you')}</Badge> : null}
            <RoleBadge role={user.role} />
            {user.isBanned ? <BannedBadge /> : null}
          </p>
          <p className="text-sm break-all text-haze">{user.email}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-mist tabular-nums">
            <span>{t('admin.user.level', { level: user.level })}</span>
            <span className="flex items-center gap-1">
              <Coins className="size-3.5 text-gold-300" aria-hidden />
              {t('admin.user.gold', { gold: formatNumber(user.gold) })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button size="sm" variant="ghost" onClick={() => onAction('details', user)}>
          <Eye className="size-4" aria-hidden />
          {t('admin.actions.details')}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction('grant', user)}>
          <Coins className="size-4" aria-hidden />
          {t('admin.actions.grant')}
          <span className="sr-only">: {name}</span>
        </Button>
        {isSelf ? null : (
          <>
            <Button size="sm" variant="secondary" onClick={() => onAction('role', user)}>
              <ShieldCheck className="size-4" aria-hidden />
              {t('admin.actions.role')}
              <span className="sr-only">: {name}</span>
            </Button>
            {user.isBanned ? (
              <Button size="sm" variant="secondary" onClick={() => onAction('unban', user)}>
                <Undo2 className="size-4" aria-hidden />
                {t('admin.actions.unban')}
                <span className="sr-only">: {name}</span>
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => onAction('ban', user)}>
                <Ban className="size-4 text-ember-300" aria-hidden />
                {t('admin.actions.ban')}
                <span className="sr-only">: {name}</span>
              </Button>
            )}
            {/* Make Admin for everyone who is not one yet. */}
            {abilitiesOf(user).administer ? null : (
              <Button size="sm" variant="outline" onClick={() => onAction('makeAdmin', user)}>
                <Crown className="size-4" aria-hidden />
                {t('admin.actions.makeAdmin')}
                <span className="sr-only">: {name}</span>
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
