import { messageResponseSchema } from '@protocol/api/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/parties/leave: the leader role passes on; the last one out closes the party. */
export async function leaveParty(): Promise<void> {
  messageResponseSchema.parse(await apiRequest('POST', '/api/parties/leave'));
}

export function useLeaveParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveParty,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.myParty, null);
      queryClient.removeQueries({ queryKey: queryKeys.bosses });
      void queryClient.invalidateQueries({ queryKey: queryKeys.parties });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.myParty }),
  });
}
