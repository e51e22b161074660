import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAdminStats,
  getAdminUsers,
  type UsersFilter,
  usersQueryKey,
} from '@/features/admin/api/users-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The panel's list shows at most this many players; the rest are reached by searching. */
export const PANEL_LIST_LIMIT = 100;

/**
 * GET /api/admin/users for the panel: filtered by the server, newest first. Enabled only for the
 * admin role (spec section 6); the previous list stays on screen while a new search loads.
 */
export function usePanelUsers(filter: UsersFilter, enabled: boolean) {
  const query: UsersFilter = { ...filter, limit: PANEL_LIST_LIMIT };
  return useQuery({
    queryKey: usersQueryKey(query),
    queryFn: () => getAdminUsers(query),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/stats: the six figures of the summary tiles. */
export function usePanelStats(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.adminStats, queryFn: getAdminStats, enabled, staleTime: 0 });
}
