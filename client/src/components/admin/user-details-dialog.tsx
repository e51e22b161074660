import type { AdminUser } from '@protocol/api/admin.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { formatNumber } from '@/lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../ui/dialog.tsx';
import { RoleBadge } from './role-badge.tsx';
import { UserStatusBadges } from './user-status.tsx';

/** Everything the admin API tells about one player, read-only. */
export function UserDetailsDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const rows: Array<[string, ReactNode]> = user
    ? [
        [
          t('admin.details.email'),
          <span key="email" className="break-all">
            {user.email}
          </span>,
        ],
        [t('admin.details.role'), <RoleBadge key="role" role={user.role} />],
        [t('admin.details.status'), <UserStatusBadges key="status" user={user} />],
        [t('admin.details.level'), formatNumber(user.level)],
        [t('admin.details.experience'), formatNumber(user.experience)],
        [t('admin.details.gold'), formatNumber(user.gold)],
        [t('admin.details.registered'), formatDate(user.createdAt, language)],
        [
          t('admin.details.lastActivity'),
          user.lastActivity ? formatDateTime(user.lastActivity, language) : t('admin.details.never'),
        ],
      ]
    : [];
  if (user?.isBanned) {
    rows.push([t('admin.details.banReason'), user.banReason ?? '']);
    rows.push([
      t('admin.details.banEnds'),
      user.banExpiresAt ? formatDateTime(user.banExpiresAt, language) : t('admin.details.banPermanent'),
    ]);
  }
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user ? (
        <DialogContent title={t('admin.details.title')} description={user.username}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-haze">{label}</dt>
                <dd className="-mt-2 text-sm text-ink sm:mt-0">{value}</dd>
              </div>
            ))}
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('common.close')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
