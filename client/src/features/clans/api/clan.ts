import { type ClanDetail, clanDetailSchema } from '@protocol/api/clans.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const clanQueryKey = (clanId: string) => [...queryKeys.clans, 'detail', clanId] as const;

/** GET /api/clans/{id}: the clan with its members (404 for an unknown id). */
export async function getClan(clanId: string): Promise<ClanDetail> {
  return clanDetailSchema.parse(await apiRequest('GET', `/api/clans/${encodeURIComponent(clanId)}`));
}

export function clanQueryOptions(clanId: string) {
  return queryOptions({ queryKey: clanQueryKey(clanId), queryFn: () => getClan(clanId), staleTime: 0 });
}

/** A clan's page; nothing is asked without an id (a player without a clan). */
export function useClan(clanId: string | null) {
  return useQuery({ ...clanQueryOptions(clanId ?? ''), enabled: clanId !== null });
}
