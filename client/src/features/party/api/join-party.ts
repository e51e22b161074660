import { type Party, partySchema } from '@protocol/api/parties.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/parties/{id}/join: 409 when the party is full or the player already has one. */
export async function joinParty(partyId: string): Promise<Party> {
  return partySchema.parse(await apiRequest('POST', `/api/parties/${encodeURIComponent(partyId)}/join`));
}

export function useJoinParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinParty,
    onSuccess: (party) => {
      queryClient.setQueryData(queryKeys.myParty, party);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bosses });
      void queryClient.invalidateQueries({ queryKey: queryKeys.parties });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => {
      // Full or gone: show the parties as they are now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.parties });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
    },
  });
}
