import { type Party, partySchema } from '@protocol/api/parties.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { writePushedChange } from '@/shared/queries/pushed-change.ts';

/** GET /api/parties/my-party: the player's party, or null without one. */
export async function getMyParty(): Promise<Party | null> {
  return partySchema.nullable().parse(await apiRequest('GET', '/api/parties/my-party'));
}

/**
 * Presence: members' online dots come only with this answer (no event announces a member connecting),
 * so the open screen reads it again now and then.
 */
const PRESENCE_REFRESH_MS = 30_000;

/** Always read afresh when the screen opens: the party changes while nobody watches it. */
export const myPartyQueryOptions = queryOptions({
  queryKey: queryKeys.myParty,
  queryFn: getMyParty,
  staleTime: 0,
  refetchInterval: PRESENCE_REFRESH_MS,
});

export function useMyParty() {
  return useQuery(myPartyQueryOptions);
}

/**
 * Changes the cached party if it is still the one named (an event for a party we left is ignored).
 * While the party is still being read, the read is repeated so that it includes the change.
 */
export function updateMyParty(
  queryClient: QueryClient,
  partyId: string,
  change: (party: Party) => Party,
): void {
  const cached = queryClient.getQueryData<Party | null>(queryKeys.myParty);
  if (cached !== undefined && cached?.id !== partyId) return;
  // The cached party is the one named, or none has been read yet (the read on its way is repeated).
  writePushedChange<Party | null>(queryClient, queryKeys.myParty, (party) => (party ? change(party) : party));
}
