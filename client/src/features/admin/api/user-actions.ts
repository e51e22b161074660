import { type AdminUser, adminUserSchema } from '@protocol/api/admin.ts';
import type { Role } from '@protocol/api/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BanValues } from '@/components/admin/ban-dialog.tsx';
import type { GrantValues } from '@/components/admin/grant-dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { banUser, changeRole, grantRewards, unbanUser } from '@/features/admin/api/users-api.ts';
import { adminFailureToast } from '@/features/admin/notices.ts';
import type { Translation } from '@/i18n/locales/en.ts';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

type AreaNotice = keyof Translation['admin']['notices']['area'];
export type MessagePriority = 'low' | 'normal' | 'high' | 'urgent';
export type ResetType = 'partial' | 'full';

const userPath = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

export async function messageUser(
  id: string,
  body: { subject: string; message: string; priority: MessagePriority },
) {
  return adminUserSchema.parse(await apiRequest('POST', userPath(id, '/message'), body));
}

export async function resetProgress(id: string, resetType: ResetType) {
  return adminUserSchema.parse(await apiRequest('POST', userPath(id, '/reset-progress'), { resetType }));
}

/** DELETE /api/admin/users/{id} with the reason in the body: deactivates the account for good. */
export async function deleteUser(id: string, reason: string) {
  return adminUserSchema.parse(await apiRequest('DELETE', userPath(id), { reason }));
}

/**
 * One admin-area action on a player: the spec's success notice, or 'Error' with what failed and
 * the server's reason; the table and the statistics are read again either way (someone else may
 * have changed the same player meanwhile).
 */
function useUserAction<V>(
  run: (user: AdminUser, values: V) => Promise<AdminUser>,
  success: AreaNotice,
  failure: AreaNotice,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, values }: { user: AdminUser; values: V }) => run(user, values),
    onSuccess: (user) => {
      toast({ title: t(`admin.notices.area.${success}`), description: user.username, variant: 'success' });
    },
    onError: (error) => adminFailureToast(t, t(`admin.notices.area.${failure}`), error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
    },
  });
}

export const useAreaBan = () =>
  useUserAction((user, values: BanValues) => banUser(user.id, values), 'banned', 'banFailed');
export const useAreaUnban = () =>
  useUserAction((user, _values: null) => unbanUser(user.id), 'unbanned', 'unbanFailed');
export const useAreaGrant = () =>
  useUserAction((user, values: GrantValues) => grantRewards(user.id, values), 'granted', 'grantFailed');
export const useAreaMessage = () =>
  useUserAction(
    (user, values: { subject: string; message: string; priority: MessagePriority }) =>
      messageUser(user.id, values),
    'messageSent',
    'messageFailed',
  );
export const useAreaRole = () =>
  useUserAction((user, role: Role) => changeRole(user.id, role), 'roleUpdated', 'roleFailed');
export const useAreaReset = () =>
  useUserAction((user, type: ResetType) => resetProgress(user.id, type), 'reset', 'resetFailed');
export const useAreaDelete = () =>
  useUserAction((user, reason: string) => deleteUser(user.id, reason), 'deleted', 'deleteFailed');
