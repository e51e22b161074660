import { type FocusSession, focusSessionSchema } from '@protocol/api/focus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function resumeFocusSession(id: string): Promise<FocusSession> {
  return focusSessionSchema.parse(
    await apiRequest('POST', `/api/focus-sessions/${encodeURIComponent(id)}/resume`),
  );
}

export function useResumeFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeFocusSession,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.focusSession, session),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusSession }),
  });
}
