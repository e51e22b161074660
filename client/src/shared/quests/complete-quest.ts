import { type CompleteQuestResponse, completeQuestResponseSchema, type Quest } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription, retryAction } from '@/lib/errors.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { applyBoss } from '@/shared/queries/boss.ts';

export async function completeQuest(id: string): Promise<CompleteQuestResponse> {
  return completeQuestResponseSchema.parse(
    await apiRequest('PATCH', `/api/quests/${encodeURIComponent(id)}/complete`),
  );
}

/** What a completion earned, in words: XP and gold, and the damage it dealt the party's boss. */
export function completionText(
  t: TFunction,
  rewards: CompleteQuestResponse['rewards'],
  hit: Pick<NonNullable<CompleteQuestResponse['hit']>, 'damage' | 'defeated'> | null,
): string {
  const earned = t('quests.completedText', { xp: rewards.experience, gold: rewards.gold });
  if (!hit) return earned;
  const boss = hit.defeated
    ? t('hall.feedback.bossDefeated', { damage: hit.damage })
    : t('hall.feedback.bossHit', { damage: hit.damage });
  return `${earned} ${boss}`;
}

/**
 * Completes a quest from the Quest Board or the dashboard. 'Quest Complete!' says what happened: the
 * XP and gold earned and, for a player in a party with a live boss, the damage dealt, all from the
 * answer, whose boss also goes into the party's cache by the same rule as every push (applyBoss).
 * A level reached gets its own dialog (useProgressFeedback); the unlocked achievements follow in
 * their own toasts.
 */
export function useCompleteQuest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  const again = useRef<(id: string) => void>(() => undefined);
  const mutation = useMutation({
    mutationFn: completeQuest,
    onSuccess: (result) => {
      // The quest leaves the open list at once (the list is read again below).
      queryClient.setQueryData<Quest[]>(queryKeys.quests, (quests) =>
        quests?.map((quest) => (quest.id === result.quest.id ? result.quest : quest)),
      );
      if (result.hit && result.user.partyId) applyBoss(queryClient, result.user.partyId, result.hit.boss);
      toast({
        title: t('quests.completed'),
        description: completionText(t, result.rewards, result.hit),
        variant: 'success',
        figures: true,
      });
      announce(result);
    },
    onError: (error, id) => {
      toast({
        title: t('quests.completeFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
        // Completing twice is refused by the server, so repeating after no answer is safe.
        action: retryAction(t, error, () => again.current(id)),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quests }),
  });
  again.current = mutation.mutate;
  return mutation;
}
