import {
  type AccountSession,
  accountSessionsResponseSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  changeEmailResponseSchema,
} from '@protocol/api/user.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { useApplyUser } from '@/lib/current-user.ts';

/** The player's own account (DESIGN section 12): sessions, password, e-mail, deletion. */
export const sessionsQueryKey = ['/api/user/sessions'] as const;
export const EXPORT_URL = '/api/user/export';

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async (): Promise<AccountSession[]> =>
      accountSessionsResponseSchema.parse(await apiRequest('GET', sessionsQueryKey[0])).sessions,
    staleTime: 0,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiRequest('POST', '/api/user/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useChangeEmail() {
  const apply = useApplyUser();
  return useMutation({
    mutationFn: async (input: ChangeEmailRequest) =>
      changeEmailResponseSchema.parse(await apiRequest('POST', '/api/user/email', input)),
    onSuccess: (answer) => apply(answer.user),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/user/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** Deletes the account; the browser then leaves for the landing page with nothing cached. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('DELETE', '/api/user', { password }),
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
