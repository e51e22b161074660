import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Abandoning deletes the quest (spec section 4); a completed quest cannot be abandoned (409). */
export async function abandonQuest(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/quests/${encodeURIComponent(id)}`);
}

export function useAbandonQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonQuest,
    // Spec section 8: a failed abandon shows no message; the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quests }),
  });
}
