import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CompleteQuestResponse,
  completeQuestResponseSchema,
} from '../../../../../protocol/api/quests.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest } from '../../../lib/api.ts';
import { errorDescription } from '../../../lib/errors.ts';
import { useProgressFeedback } from '../../../lib/progress-feedback.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function completeQuest(id: string): Promise<CompleteQuestResponse> {
  return completeQuestResponseSchema.parse(
    await apiRequest('PATCH', `/api/quests/${encodeURIComponent(id)}/complete`),
  );
}

/**
 * Completes a quest: 'Quest Complete!' with the XP and gold earned (and a warm line on a level-up),
 * the header updates from the answer's user, then one toast per unlocked achievement follows.
 */
export function useCompleteQuest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  return useMutation({
    mutationFn: completeQuest,
    onSuccess: (result) => {
      const earned = t('quests.completedText', { xp: result.rewards.experience, gold: result.rewards.gold });
      toast({
        title: t('quests.completed'),
        description: result.levelUp
          ? `${earned} ${t('common.levelUp', { level: result.user.level })}`
          : earned,
        variant: 'success',
      });
      announce(result);
    },
    onError: (error) => {
      toast({
        title: t('quests.completeFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quests }),
  });
}
