import type { Party } from '@protocol/api/parties.ts';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user.ts';
import { queryKeys } from './query-keys.ts';

/** After joining a party by any way in: the party is the player's now; its boss and the lists follow. */
export function applyJoinedParty(queryClient: QueryClient, party: Party | null): void {
  if (party) queryClient.setQueryData(queryKeys.myParty, party);
  else void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bosses });
  void queryClient.invalidateQueries({ queryKey: queryKeys.parties });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
