import { type FocusSession, focusSessionSchema } from '@protocol/api/focus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function cancelFocusSession(id: string): Promise<FocusSession> {
  return focusSessionSchema.parse(
    await apiRequest('POST', `/api/focus-sessions/${encodeURIComponent(id)}/cancel`),
  );
}

/** A cancelled session is over: the panel goes back to its start state. */
export function useCancelFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFocusSession,
    onSuccess: () => queryClient.setQueryData(queryKeys.focusSession, null),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusSession }),
  });
}
