import {
  type AdminMe,
  adminLoginResponseSchema,
  adminMeSchema,
  adminSetupResponseSchema,
} from '@protocol/api/admin.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api.ts';

export const adminMeQueryKey = ['/api/admin/me'] as const;

/** GET /api/admin/me: who is signed in to the admin area, or null (401 or 403: nobody allowed). */
export async function getAdminMe(): Promise<AdminMe | null> {
  try {
    return adminMeSchema.parse(await apiRequest('GET', '/api/admin/me')).user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const adminMeQueryOptions = queryOptions({
  queryKey: adminMeQueryKey,
  queryFn: getAdminMe,
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useAdminMe() {
  return useQuery(adminMeQueryOptions);
}

export type AdminCredentials = { username: string; password: string };

export async function adminLogin(credentials: AdminCredentials) {
  return adminLoginResponseSchema.parse(await apiRequest('POST', '/api/admin/login', credentials));
}

/** POST /api/admin/setup: the first admin account, refused (403) once any admin exists. */
export async function adminSetup(credentials: AdminCredentials) {
  return adminSetupResponseSchema.parse(await apiRequest('POST', '/api/admin/setup', credentials)).user;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => queryClient.removeQueries({ queryKey: adminMeQueryKey }),
  });
}

export function useAdminSetup() {
  return useMutation({ mutationFn: adminSetup });
}

/** POST /api/admin/logout ends the session; whatever the answer, the admin data leaves the cache. */
export async function adminLogout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onError: (error) => console.error('Admin logout failed', error),
    onSettled: () => queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) }),
  });
}

function isAdminQuery(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('/api/admin');
}
