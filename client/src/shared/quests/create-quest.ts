import { type CreateQuestRequest, type Quest, questSchema } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription, retryAction } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function createQuest(body: CreateQuestRequest): Promise<Quest> {
  return questSchema.parse(await apiRequest('POST', '/api/quests', body));
}

/**
 * POST /api/quests, shared by the Quest Board's New Quest dialog and the dashboard's quick add:
 * 'Quest Created!' on success, the new quest at the top of the cached list at once (the list is
 * newest first), then the list is read again; 'Failed to create quest' with the server's message.
 */
export function useCreateQuest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const again = useRef<(body: CreateQuestRequest) => void>(() => undefined);
  const mutation = useMutation({
    mutationFn: createQuest,
    onSuccess: (quest) => {
      toast({ title: t('quests.created'), description: t('quests.createdText', { title: quest.title }) });
      queryClient.setQueryData<Quest[]>(queryKeys.quests, (quests) =>
        quests ? [quest, ...quests.filter((known) => known.id !== quest.id)] : quests,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
    onError: (error, body) => {
      toast({
        title: t('quests.createFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
        // No answer came: it may be sent again once the connection is back.
        action: retryAction(t, error, () => again.current(body)),
      });
    },
  });
  again.current = mutation.mutate;
  return mutation;
}
