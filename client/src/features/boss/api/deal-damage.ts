import { type DealDamageResponse, dealDamageResponseSchema } from '@protocol/api/boss.ts';
import type { Quest } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { setCurrentUser } from '@/lib/current-user.ts';
import { announceLevelUp } from '@/lib/level-up.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { applyBoss } from '@/shared/queries/boss.ts';

/** POST /api/boss/damage: completes the quest and hits the party's boss with it (409 without a live boss). */
export async function dealDamage(questId: string): Promise<DealDamageResponse> {
  return dealDamageResponseSchema.parse(await apiRequest('POST', '/api/boss/damage', { questId }));
}

/**
 * After a hit the answer is applied at once (boss, quest, user: spec 001 section 4), then the lists
 * other screens show are refreshed. The boss is not refetched after a defeat: the server then answers
 * null (the party rests) and the Victory card would vanish before anyone saw it.
 */
export function useDealDamage(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dealDamage,
    onSuccess: (answer) => {
      // A level reached with a hit gets the same calm dialog as one reached on the Quest Board. The
      // answer says so itself: the player's own user:update may have raised the cached level first.
      if (answer.levelsGained > 0)
        announceLevelUp({
          level: answer.user.level,
          levelsGained: answer.levelsGained,
          experience: answer.user.experience,
          experienceToNext: answer.user.experienceToNext,
        });
      setCurrentUser(queryClient, answer.user);
      applyBoss(queryClient, partyId, answer.boss);
      queryClient.setQueryData<Quest[]>(queryKeys.quests, (quests) =>
        quests?.map((quest) => (quest.id === answer.quest.id ? answer.quest : quest)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.quests });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
      if (answer.achievements.length > 0)
        void queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
      // A defeat starts the rest: the party now says when the next boss comes.
      if (answer.defeated) void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
    },
    onError: () => {
      // Most often the boss fell or the quest was used elsewhere a moment ago: show things as they are.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bossOf(partyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
  });
}
