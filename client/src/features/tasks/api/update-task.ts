import { type Task, taskSchema, type UpdateTaskRequest } from '@protocol/api/tasks.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function updateTask(id: string, body: UpdateTaskRequest): Promise<Task> {
  return taskSchema.parse(await apiRequest('PATCH', `/api/tasks/${encodeURIComponent(id)}`, body));
}

/** Edit: a 'task updated' toast; a failure shows in the dialog, which stays open. */
export function useUpdateTask(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTaskRequest) => updateTask(id, body),
    onSuccess: (task) => {
      toast({ title: t('tasks.updated'), description: t('tasks.updatedText', { title: task.title }) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
}
