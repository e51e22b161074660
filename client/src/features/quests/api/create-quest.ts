import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CreateQuestRequest, type Quest, questSchema } from '../../../../../protocol/api/quests.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest } from '../../../lib/api.ts';
import { errorDescription } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function createQuest(body: CreateQuestRequest): Promise<Quest> {
  return questSchema.parse(await apiRequest('POST', '/api/quests', body));
}

/** 'Quest Created!' on success; 'Failed to create quest' with the server's message otherwise. */
export function useCreateQuest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuest,
    onSuccess: (quest) => {
      toast({ title: t('quests.created'), description: t('quests.createdText', { title: quest.title }) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
    onError: (error) => {
      toast({
        title: t('quests.createFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
  });
}
