import { type FocusSession, focusSessionSchema } from '@protocol/api/focus.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription, errorStatus } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function startFocusSession(taskId: string | null): Promise<FocusSession> {
  return focusSessionSchema.parse(await apiRequest('POST', '/api/focus-sessions', { taskId }));
}

export function useStartFocusSession() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFocusSession,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.focusSession, session),
    onError: (error) => {
      // 409: a session is already open (another tab or device): show that one instead.
      if (errorStatus(error) === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.focusSession });
      toast({
        title: t('tasks.focusMode.startFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
  });
}
