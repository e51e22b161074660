import type { AdminUser } from '@protocol/api/admin.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';
import { BannedBadge } from './role-badge.tsx';

/**
 * Spec section 4: Banned if banned, else Verified or Unverified by the e-mail; an extra Active badge
 * while the account is active (a deactivated account says so instead).
 */
export function UserStatusBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.isBanned ? (
        <BannedBadge />
      ) : user.emailVerified ? (
        <Badge tone="success">{t('admin.status.verified')}</Badge>
      ) : (
        <Badge tone="neutral">{t('admin.status.unverified')}</Badge>
      )}
      {user.isActive ? (
        <Badge tone="arcane">{t('admin.status.active')}</Badge>
      ) : (
        <Badge tone="neutral">{t('admin.status.deactivated')}</Badge>
      )}
    </span>
  );
}
