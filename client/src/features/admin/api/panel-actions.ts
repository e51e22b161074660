import type { AdminUser } from '@protocol/api/admin.ts';
import type { Role } from '@protocol/api/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BanValues } from '@/components/admin/ban-dialog.tsx';
import type { GrantValues } from '@/components/admin/grant-dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { banUser, changeRole, grantRewards, unbanUser } from '@/features/admin/api/users-api.ts';
import { adminFailureToast } from '@/features/admin/notices.ts';
import { formatNumber } from '@/lib/format.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Where the panel is shown: the dashboard's Admin Panel tab or the profile's admin tab. */
export type PanelPlace = 'dashboard' | 'profile';

/**
 * The notices the two places word differently (spec: 'the profile tab says ...'); the others are
 * the same in both.
 */
function notice(place: PanelPlace, key: 'banned' | 'unbanned' | 'roleUpdated' | 'roleFailed') {
  return place === 'profile'
    ? (`admin.notices.profile.${key}` as const)
    : (`admin.notices.panel.${key}` as const);
}

/** After every action the list and the tiles are read again (spec section 7: 'refreshes the data'). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
  };
}

/** POST /api/admin/users/{id}/ban from the panel: always permanent (duration null). */
export function usePanelBan(place: PanelPlace) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ user, values }: { user: AdminUser; values: BanValues }) =>
      banUser(user.id, { reason: values.reason, duration: null }),
    onSuccess: (user) => {
      toast({
        title: t(notice(place, 'banned')),
        description: t('admin.notices.panel.bannedText', { username: user.username }),
        variant: 'success',
      });
      refresh();
    },
    onError: (error) => adminFailureToast(t, t('admin.notices.panel.banFailed'), error),
  });
}

export function usePanelUnban(place: PanelPlace) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: AdminUser) => unbanUser(user.id),
    onSuccess: (user) => {
      toast({
        title: t(notice(place, 'unbanned')),
        description: t('admin.notices.panel.unbannedText', { username: user.username }),
        variant: 'success',
      });
      refresh();
    },
    onError: (error) => adminFailureToast(t, t('admin.notices.panel.unbanFailed'), error),
  });
}

export function usePanelGrant() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ user, values }: { user: AdminUser; values: GrantValues }) => grantRewards(user.id, values),
    onSuccess: (user, { values }) => {
      toast({
        title: t('admin.notices.panel.granted'),
        description: t('admin.notices.panel.grantedText', {
          username: user.username,
          xp: formatNumber(values.xp),
          gold: formatNumber(values.gold),
        }),
        variant: 'success',
      });
      refresh();
    },
    onError: (error) => adminFailureToast(t, t('admin.notices.panel.grantFailed'), error),
  });
}

/** PATCH /api/admin/users/{id}/role: used by 'Change Role' and 'Make Admin'. */
export function usePanelRole(place: PanelPlace) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) => changeRole(user.id, role),
    onSuccess: (user) => {
      toast({
        title: t(notice(place, 'roleUpdated')),
        description: t('admin.notices.panel.roleUpdatedText', {
          username: user.username,
          role: t(`admin.roles.${user.role}`),
        }),
        variant: 'success',
      });
      refresh();
    },
    onError: (error) => adminFailureToast(t, t(notice(place, 'roleFailed')), error),
  });
}
