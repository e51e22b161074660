import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/tasks/${encodeURIComponent(id)}`);
}

/** Spec section 7: refreshes tasks and achievements; a failure shows no message (section 8). */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
      return queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
}
