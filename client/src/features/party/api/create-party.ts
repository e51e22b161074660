import { type Party, partySchema } from '@protocol/api/parties.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/parties: forms a party around the player; its first boss spawns at once. */
export async function createParty(name: string): Promise<Party> {
  return partySchema.parse(await apiRequest('POST', '/api/parties', { name }));
}

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParty,
    onSuccess: (party) => {
      queryClient.setQueryData(queryKeys.myParty, party);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bosses });
      void queryClient.invalidateQueries({ queryKey: queryKeys.parties });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
