import { type ClanActivityItem, clanActivityItemSchema } from '@protocol/api/clans.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The server answers the 50 newest entries; the live feed keeps as many. */
export const CLAN_FEED_SIZE = 50;

export const clanActivityQueryKey = (clanId: string) => [...queryKeys.clans, 'activity', clanId] as const;

/** GET /api/clans/{id}/activity: newest first. */
export async function getClanActivity(clanId: string): Promise<ClanActivityItem[]> {
  return clanActivityItemSchema
    .array()
    .parse(await apiRequest('GET', `/api/clans/${encodeURIComponent(clanId)}/activity`));
}

/** Always read afresh when the page opens; `clan:activity` keeps it live while it is open. */
export function clanActivityQueryOptions(clanId: string) {
  return queryOptions({
    queryKey: clanActivityQueryKey(clanId),
    queryFn: () => getClanActivity(clanId),
    staleTime: 0,
  });
}

export function useClanActivity(clanId: string) {
  return useQuery(clanActivityQueryOptions(clanId));
}

/** Puts a pushed entry on top, once (a refetch may already hold it). */
export function prependClanActivity(queryClient: QueryClient, clanId: string, item: ClanActivityItem): void {
  queryClient.setQueryData<ClanActivityItem[]>(clanActivityQueryKey(clanId), (items) => {
    if (!items) return items;
    if (items.some((known) => known.id === item.id)) return items;
    return [item, ...items].slice(0, CLAN_FEED_SIZE);
  });
}
