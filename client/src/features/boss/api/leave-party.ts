import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../../protocol/api/auth.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { allBossesQueryKey } from './current-boss.ts';
import { myPartyQueryKey } from './my-party.ts';
import { partiesQueryKey } from './parties.ts';

/** POST /api/parties/leave: the leader role passes on; the last one out closes the party. */
export async function leaveParty(): Promise<void> {
  messageResponseSchema.parse(await apiRequest('POST', '/api/parties/leave'));
}

export function useLeaveParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveParty,
    onSuccess: () => {
      queryClient.setQueryData(myPartyQueryKey, null);
      queryClient.removeQueries({ queryKey: allBossesQueryKey });
      void queryClient.invalidateQueries({ queryKey: partiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: myPartyQueryKey }),
  });
}
