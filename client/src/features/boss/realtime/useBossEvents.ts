import type { Boss } from '@protocol/api/boss.ts';
import type { Party } from '@protocol/api/parties.ts';
import type { Quest } from '@protocol/api/quests.ts';
import type { User } from '@protocol/api/user.ts';
import {
  bossDefeatedPayloadSchema,
  bossSpawnedPayloadSchema,
  bossUpdatePayloadSchema,
} from '@protocol/socket/party.ts';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent } from '@/lib/socket.ts';
import { applyBossUpdate } from '@/shared/queries/boss.ts';

/**
 * The party boss's pushes, written into the query cache (and nothing else): every member's hit moves
 * the health bar and the battle log, a defeat shows Victory, a spawn brings the next boss. The party's
 * own side of these events (its rest, its member list) is features/party's usePartyEvents. Each event
 * is also reachable over REST, so a reconnect refetch repairs any gap.
 */
export function useBossEvents() {
  const queryClient = useQueryClient();
  const myPartyId = () => queryClient.getQueryData<Party | null>(queryKeys.myParty)?.id;

  useSocketEvent('boss:update', bossUpdatePayloadSchema, ({ partyId, boss, hit }) => {
    if (partyId !== myPartyId()) return;
    applyBossUpdate(queryClient, partyId, boss, {
      userId: hit.userId,
      username: hit.username,
      damage: hit.damage,
      createdAt: hit.createdAt,
    });
    // One of my quests struck from elsewhere (another tab, the quest board): it is no longer open.
    if (hit.userId === queryClient.getQueryData<User | null>(currentUserQueryKey)?.id) {
      queryClient.setQueryData<Quest[]>(queryKeys.quests, (quests) =>
        quests?.map((quest) => (quest.id === hit.questId ? { ...quest, completed: true } : quest)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    }
  });

  useSocketEvent('boss:defeated', bossDefeatedPayloadSchema, ({ partyId, bossId }) => {
    if (partyId !== myPartyId()) return;
    // The defeated boss stays in the cache (the Victory card) until the next one spawns.
    queryClient.setQueryData<Boss | null>(queryKeys.bossOf(partyId), (boss) =>
      boss && boss.id === bossId
        ? {
            ...boss,
            currentHealth: 0,
            defeated: true,
            defeatedAt: boss.defeatedAt ?? new Date().toISOString(),
          }
        : boss,
    );
  });

  useSocketEvent('boss:spawned', bossSpawnedPayloadSchema, ({ partyId, boss }) => {
    if (partyId !== myPartyId()) return;
    queryClient.setQueryData(queryKeys.bossOf(partyId), boss);
  });
}
