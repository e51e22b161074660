import { type Party, partySchema } from '@protocol/api/parties.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** No event announces other parties, so the open Join Party tab looks again now and then. */
const PARTIES_REFRESH_MS = 20_000;

/** GET /api/parties: every party (the screen hides the player's own). */
export async function getParties(): Promise<Party[]> {
  return partySchema.array().parse(await apiRequest('GET', '/api/parties'));
}

export const partiesQueryOptions = queryOptions({
  queryKey: queryKeys.parties,
  queryFn: getParties,
  staleTime: 0,
  refetchInterval: PARTIES_REFRESH_MS,
});

export function useParties() {
  return useQuery(partiesQueryOptions);
}
