import { useQueryClient } from '@tanstack/react-query';
import type { Boss } from '../../../../../protocol/api/boss.ts';
import type { Party } from '../../../../../protocol/api/parties.ts';
import type { Quest } from '../../../../../protocol/api/quests.ts';
import type { User } from '../../../../../protocol/api/user.ts';
import {
  bossDefeatedPayloadSchema,
  bossSpawnedPayloadSchema,
  bossUpdatePayloadSchema,
  partyUpdatePayloadSchema,
} from '../../../../../protocol/socket/party.ts';
import { userUpdatePayloadSchema } from '../../../../../protocol/socket/user.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { applyBossUpdate, currentBossQueryKey } from '../api/current-boss.ts';
import { myPartyQueryKey, updateMyParty } from '../api/my-party.ts';
import { partiesQueryKey } from '../api/parties.ts';

/**
 * The party's pushes, written into the query cache (and nothing else): every member's hit moves the
 * health bar and the battle log, a defeat starts the rest, a spawn ends it, a join or leave updates
 * the member list. Each event is also reachable over REST, so a reconnect refetch repairs any gap.
 */
export function usePartyEvents() {
  const queryClient = useQueryClient();
  const myPartyId = () => queryClient.getQueryData<Party | null>(myPartyQueryKey)?.id;

  useSocketEvent('party:update', partyUpdatePayloadSchema, ({ party }) => {
    if (party.id !== myPartyId()) return;
    const before = queryClient.getQueryData<Party | null>(myPartyQueryKey);
    queryClient.setQueryData(myPartyQueryKey, party);
    queryClient.setQueryData<Party[]>(partiesQueryKey, (parties) =>
      parties?.map((listed) => (listed.id === party.id ? party : listed)),
    );
    // A member joining a live fight adds health to the boss, and no boss event says so.
    const boss = queryClient.getQueryData<Boss | null>(currentBossQueryKey(party.id));
    if (boss && !boss.defeated && before?.members.length !== party.members.length)
      void queryClient.invalidateQueries({ queryKey: currentBossQueryKey(party.id) });
  });

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

  useSocketEvent('boss:defeated', bossDefeatedPayloadSchema, ({ partyId, bossId, nextBossAt }) => {
    if (partyId !== myPartyId()) return;
    // The defeated boss stays in the cache (the Victory card) until the next one spawns.
    queryClient.setQueryData<Boss | null>(currentBossQueryKey(partyId), (boss) =>
      boss && boss.id === bossId
        ? {
            ...boss,
            currentHealth: 0,
            defeated: true,
            defeatedAt: boss.defeatedAt ?? new Date().toISOString(),
          }
        : boss,
    );
    updateMyParty(queryClient, partyId, (party) => ({ ...party, currentBossId: null, nextBossAt }));
    // Every member was rewarded, and levels may have changed: read the members again.
    void queryClient.invalidateQueries({ queryKey: myPartyQueryKey });
  });

  // The player's own level in the member list follows their progress at once.
  useSocketEvent('user:update', userUpdatePayloadSchema, ({ user }) => {
    const partyId = myPartyId();
    if (!partyId) return;
    updateMyParty(queryClient, partyId, (party) => ({
      ...party,
      members: party.members.map((member) =>
        member.id === user.id ? { ...member, level: user.level } : member,
      ),
    }));
  });

  useSocketEvent('boss:spawned', bossSpawnedPayloadSchema, ({ partyId, boss }) => {
    if (partyId !== myPartyId()) return;
    queryClient.setQueryData(currentBossQueryKey(partyId), boss);
    updateMyParty(queryClient, partyId, (party) => ({ ...party, currentBossId: boss.id, nextBossAt: null }));
  });
}
