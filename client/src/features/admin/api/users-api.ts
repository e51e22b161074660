import {
  type AdminStats,
  type AdminUser,
  adminStatsSchema,
  adminUserSchema,
  type UsersQuery,
  usersPageSchema,
} from '@protocol/api/admin.ts';
import type { Role } from '@protocol/api/user.ts';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * The admin calls both admin screens make (the in-app Admin Panel and the separate admin area): the
 * server accepts a player whose role is admin as well as an admin-area session (DESIGN section 4).
 * Each answer is parsed with its protocol schema.
 */

export type UsersFilter = Partial<UsersQuery>;

export function usersQueryKey(filter: UsersFilter) {
  return [...queryKeys.adminUsers, filter] as const;
}

export async function getAdminUsers(filter: UsersFilter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return usersPageSchema.parse(await apiRequest('GET', `/api/admin/users${query ? `?${query}` : ''}`));
}

export async function getAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiRequest('GET', '/api/admin/stats'));
}

const userPath = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

/** `duration`: whole hours, or null for a permanent ban. */
export async function banUser(id: string, body: { reason: string; duration: number | null }) {
  return adminUserSchema.parse(await apiRequest('POST', userPath(id, '/ban'), body));
}

export async function unbanUser(id: string): Promise<AdminUser> {
  return adminUserSchema.parse(await apiRequest('POST', userPath(id, '/unban')));
}

export async function grantRewards(id: string, body: { xp: number; gold: number; reason: string }) {
  return adminUserSchema.parse(await apiRequest('POST', userPath(id, '/grant'), body));
}

export async function changeRole(id: string, role: Role): Promise<AdminUser> {
  return adminUserSchema.parse(await apiRequest('PATCH', userPath(id, '/role'), { role }));
}
