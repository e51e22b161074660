import type { AdminUser } from '@protocol/api/admin.ts';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/admin/role-badge.tsx';
import { UserStatusBadges } from '@/components/admin/user-status.tsx';
import { AvatarLetter } from '@/components/avatar-letter.tsx';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { formatDate } from '@/lib/dates.ts';
import { formatNumber } from '@/lib/format.ts';
import { type UserAction, UserActionsMenu } from './UserActionsMenu.tsx';

interface UsersViewProps {
  users: AdminUser[];
  onAction: (action: UserAction, user: AdminUser) => void;
}

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-haze uppercase whitespace-nowrap';

/** From 768 px: User, Status, Role, Progress, Registration date, Actions. */
export function UsersTable({ users, onAction }: UsersViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ScrollRegion label={t('admin.area.users.tableLabel')}>
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{t('admin.area.users.tableLabel')}</caption>
        <thead className="bg-night-950/60">
          <tr>
            <th scope="col" className={th}>
              {t('admin.area.users.columns.user')}
            </th>
            <th scope="col" className={th}>
              {t('admin.area.users.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('admin.area.users.columns.role')}
            </th>
            <th scope="col" className={th}>
              {t('admin.area.users.columns.progress')}
            </th>
            <th scope="col" className={th}>
              {t('admin.area.users.columns.registered')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('admin.area.users.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-night-600/70 hover:bg-night-700/30">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="flex items-center gap-3">
                  <AvatarLetter username={user.username} className="size-9" />
                  <span className="min-w-0">
                    <span className="block font-semibold break-all text-ink">{user.username}</span>
                    <span className="block break-all text-haze">{user.email}</span>
                  </span>
                </span>
              </th>
              <td className="px-3 py-3">
                <UserStatusBadges user={user} />
              </td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-mist tabular-nums">
                {t('admin.area.users.progress', { level: user.level, gold: formatNumber(user.gold) })}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-mist">
                {formatDate(user.createdAt, language)}
              </td>
              <td className="px-3 py-3 text-right">
                <UserActionsMenu user={user} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Below 768 px: the same facts as one card per player, actions at hand without sideways scrolling. */
export function UserCards({ users, onAction }: UsersViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className="flex flex-col gap-3" aria-label={t('admin.area.users.tableLabel')}>
      {users.map((user) => (
        <li
          key={user.id}
          aria-label={user.username}
          className="flex flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3"
        >
          <div className="flex items-start gap-3">
            <AvatarLetter username={user.username} className="size-10 text-lg" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-all text-ink">{user.username}</p>
              <p className="text-sm break-all text-haze">{user.email}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <RoleBadge role={user.role} />
            <UserStatusBadges user={user} />
          </div>
          <div className="flex items-end justify-between gap-3">
            <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-haze">{t('admin.area.users.columns.progress')}</dt>
                <dd className="text-mist tabular-nums">
                  {t('admin.area.users.progress', { level: user.level, gold: formatNumber(user.gold) })}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-haze">{t('admin.area.users.columns.registered')}</dt>
                <dd className="text-mist">{formatDate(user.createdAt, language)}</dd>
              </div>
            </dl>
            <UserActionsMenu user={user} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}
