import { activateCompanionResponseSchema } from '@protocol/api/companions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { setCurrentUser } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/companions/activate: toggles the companion (only one is active at a time). */
export async function activateCompanion(companionId: string) {
  return activateCompanionResponseSchema.parse(
    await apiRequest('POST', '/api/companions/activate', { companionId }),
  );
}

/** Spec section 8: a failed activation shows no message; the list is simply refreshed. */
export function useActivateCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCompanion,
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companions }),
  });
}
