import { type CompleteQuestResponse, completeQuestResponseSchema, type Quest } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES_TOAST_MS, toast, updateToast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { type OwnBossHit, whenBossHit } from '@/lib/boss-hits.ts';
import { errorDescription, retryAction } from '@/lib/errors.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function completeQuest(id: string): Promise<CompleteQuestResponse> {
  return completeQuestResponseSchema.parse(
    await apiRequest('PATCH', `/api/quests/${encodeURIComponent(id)}/complete`),
  );
}

/** What a completion earned, in words: XP and gold, and the boss damage once it is known. */
export function completionText(
  t: TFunction,
  rewards: CompleteQuestResponse['rewards'],
  hit: OwnBossHit | null,
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
 * XP and gold earned and, for a player in a party with a live boss, the damage dealt (the answer
 * does not carry it; the party's `boss:update` push does, see lib/boss-hits.ts, and the toast is
 * completed when it arrives while it is still shown). A level reached gets its own dialog
 * (useProgressFeedback); the unlocked achievements follow in their own toasts.
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
      const title = t('quests.completed');
      const id = toast({
        title,
        description: completionText(t, result.rewards, null),
        variant: 'success',
        figures: true,
      });
      if (result.user.partyId) {
        const stop = whenBossHit(result.quest.id, (hit) =>
          updateToast(id, { description: completionText(t, result.rewards, hit) }),
        );
        window.setTimeout(stop, FIGURES_TOAST_MS);
      }
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
