import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Party, partySchema } from '../../../../../protocol/api/parties.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { allBossesQueryKey } from './current-boss.ts';
import { myPartyQueryKey } from './my-party.ts';
import { partiesQueryKey } from './parties.ts';

/** POST /api/parties/{id}/join: 409 when the party is full or the player already has one. */
export async function joinParty(partyId: string): Promise<Party> {
  return partySchema.parse(await apiRequest('POST', `/api/parties/${encodeURIComponent(partyId)}/join`));
}

export function useJoinParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinParty,
    onSuccess: (party) => {
      queryClient.setQueryData(myPartyQueryKey, party);
      void queryClient.invalidateQueries({ queryKey: allBossesQueryKey });
      void queryClient.invalidateQueries({ queryKey: partiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => {
      // Full or gone: show the parties as they are now.
      void queryClient.invalidateQueries({ queryKey: partiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: myPartyQueryKey });
    },
  });
}
