import { type Quest, questSchema, type UpdateQuestRequest } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function updateQuest(id: string, body: UpdateQuestRequest): Promise<Quest> {
  return questSchema.parse(await apiRequest('PATCH', `/api/quests/${encodeURIComponent(id)}`, body));
}

/** Edit: 'Quest updated' on success; 'Failed to save the quest' with the server's message otherwise. */
export function useUpdateQuest(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQuestRequest) => updateQuest(id, body),
    onSuccess: (quest) => {
      toast({ title: t('quests.updated'), description: t('quests.updatedText', { title: quest.title }) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
    onError: (error) => {
      toast({
        title: t('quests.updateFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
  });
}
