import { type Companion, companionSchema } from '@protocol/api/companions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/companions: the player's own companions (never sample pets). */
export async function getCompanions(): Promise<Companion[]> {
  return companionSchema.array().parse(await apiRequest('GET', '/api/companions'));
}

export const companionsQueryOptions = queryOptions({
  queryKey: queryKeys.companions,
  queryFn: getCompanions,
  staleTime: 0,
});

export function useCompanions() {
  return useQuery(companionsQueryOptions);
}
