import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Party, partySchema } from '../../../../../protocol/api/parties.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { allBossesQueryKey } from './current-boss.ts';
import { myPartyQueryKey } from './my-party.ts';
import { partiesQueryKey } from './parties.ts';

/** POST /api/parties: forms a party around the player; its first boss spawns at once. */
export async function createParty(name: string): Promise<Party> {
  return partySchema.parse(await apiRequest('POST', '/api/parties', { name }));
}

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParty,
    onSuccess: (party) => {
      queryClient.setQueryData(myPartyQueryKey, party);
      void queryClient.invalidateQueries({ queryKey: allBossesQueryKey });
      void queryClient.invalidateQueries({ queryKey: partiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
