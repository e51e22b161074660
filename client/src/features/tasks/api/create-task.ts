import { type CreateTaskRequest, type Task, taskSchema } from '@protocol/api/tasks.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function createTask(body: CreateTaskRequest): Promise<Task> {
  return taskSchema.parse(await apiRequest('POST', '/api/tasks', body));
}

/** Spec section 7: refreshes tasks and achievements and shows a 'task created' toast. */
export function useCreateTask() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      toast({ title: t('tasks.created'), description: t('tasks.createdText', { title: task.title }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
      return queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
}
