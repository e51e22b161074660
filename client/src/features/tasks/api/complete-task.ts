import { unlockedAchievementSchema } from '@protocol/api/achievements.ts';
import { taskSchema } from '@protocol/api/tasks.ts';
import { userSchema } from '@protocol/api/user.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** `PATCH /api/tasks/{id}/toggle` answers `{ task, user, achievements }` (protocol has no schema for it). */
const toggleTaskResponseSchema = z.object({
  task: taskSchema,
  user: userSchema.optional(),
  achievements: z.array(unlockedAchievementSchema),
});
export type ToggleTaskResponse = z.infer<typeof toggleTaskResponseSchema>;

/** Completing is the only toggle the screen offers: a completed task cannot be un-completed. */
export async function completeTask(id: string): Promise<ToggleTaskResponse> {
  return toggleTaskResponseSchema.parse(
    await apiRequest('PATCH', `/api/tasks/${encodeURIComponent(id)}/toggle`, { completed: true }),
  );
}

export function useCompleteTask() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: (result) => {
      toast({
        title: t('tasks.done'),
        description: t('tasks.doneText', { title: result.task.title, points: result.task.points }),
        variant: 'success',
        figures: true,
      });
      announce(result);
    },
    // Spec section 8: a failed toggle shows no message; the list shows the server's truth again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
}
