import { adminAccountSchema, createdAdminAccountSchema } from '@protocol/api/admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { adminFailureToast } from '@/features/admin/notices.ts';
import { apiRequest } from '@/lib/api.ts';

export const adminAccountsQueryKey = ['/api/admin/accounts'] as const;

export async function getAdminAccounts() {
  return adminAccountSchema.array().parse(await apiRequest('GET', '/api/admin/accounts'));
}

/** GET /api/admin/accounts (admins only). */
export function useAdminAccounts(enabled: boolean) {
  return useQuery({ queryKey: adminAccountsQueryKey, queryFn: getAdminAccounts, enabled, staleTime: 0 });
}

export interface NewAdminAccount {
  username: string;
  password: string;
  role: 'admin' | 'moderator';
}

export async function createAdminAccount(account: NewAdminAccount) {
  return createdAdminAccountSchema.parse(await apiRequest('POST', '/api/admin/accounts', account));
}

export function useCreateAdminAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminAccount,
    onSuccess: (account) => {
      toast({
        title: t('admin.area.accounts.created'),
        description: t('admin.area.accounts.createdText', { username: account.username }),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey });
    },
    onError: (error) => adminFailureToast(t, t('admin.area.accounts.failed'), error),
  });
}
