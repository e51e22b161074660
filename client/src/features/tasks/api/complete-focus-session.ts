import { completeFocusResponseSchema } from '@protocol/api/focus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type CompleteFocusResponse = z.infer<typeof completeFocusResponseSchema>;

/** Asks the server to end the session; it refuses (409) while time is left by its own clock. */
export async function completeFocusSession(id: string): Promise<CompleteFocusResponse> {
  return completeFocusResponseSchema.parse(
    await apiRequest('POST', `/api/focus-sessions/${encodeURIComponent(id)}/complete`),
  );
}

/**
 * The countdown reached zero: the task is credited (once, by the server), the header and lists
 * update, a toast says so. On a refusal the session is re-read and the countdown resumes from the
 * server's figure.
 */
export function useCompleteFocusSession() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  return useMutation({
    mutationFn: completeFocusSession,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.focusSession, null);
      const title = result.session.taskTitle;
      toast({
        title: t('tasks.focusMode.complete'),
        description:
          result.taskCompleted && title
            ? t('tasks.focusMode.completeTask', { title })
            : t('tasks.focusMode.completeText'),
        variant: 'success',
      });
      announce(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusSession }),
  });
}
