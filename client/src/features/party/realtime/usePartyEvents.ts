import type { Boss } from '@protocol/api/boss.ts';
import type { Party } from '@protocol/api/parties.ts';
import {
  bossDefeatedPayloadSchema,
  bossSpawnedPayloadSchema,
  focusUpdatePayloadSchema,
  partyUpdatePayloadSchema,
} from '@protocol/socket/party.ts';
import { userUpdatePayloadSchema } from '@protocol/socket/user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent } from '@/lib/socket.ts';
import { writePushedChange } from '@/shared/queries/pushed-change.ts';
import { updateMyParty } from '../api/my-party.ts';

/**
 * The party's pushes, written into the query cache (and nothing else): a join or leave updates the
 * member list, a defeat starts the rest, a spawn ends it. The boss's own side of the boss events is
 * features/boss's useBossEvents. Each event is also reachable over REST, so a reconnect refetch
 * repairs any gap.
 */
export function usePartyEvents() {
  const queryClient = useQueryClient();
  const myPartyId = () => queryClient.getQueryData<Party | null>(queryKeys.myParty)?.id;

  useSocketEvent('party:update', partyUpdatePayloadSchema, ({ party }) => {
    const before = queryClient.getQueryData<Party | null>(queryKeys.myParty);
    if (before !== undefined && party.id !== before?.id) return;
    // Not read yet: the read on its way (if any) is repeated, and brings this party.
    writePushedChange<Party | null>(queryClient, queryKeys.myParty, (cached) =>
      cached === undefined ? undefined : party,
    );
    queryClient.setQueryData<Party[]>(queryKeys.parties, (parties) =>
      parties?.map((listed) => (listed.id === party.id ? party : listed)),
    );
    // A member joining a live fight adds health to the boss, and no boss event says so.
    const boss = queryClient.getQueryData<Boss | null>(queryKeys.bossOf(party.id));
    if (boss && !boss.defeated && before?.members.length !== party.members.length)
      void queryClient.invalidateQueries({ queryKey: queryKeys.bossOf(party.id) });
  });

  useSocketEvent('boss:defeated', bossDefeatedPayloadSchema, ({ partyId, nextBossAt }) => {
    if (partyId !== myPartyId()) return;
    updateMyParty(queryClient, partyId, (party) => ({ ...party, currentBossId: null, nextBossAt }));
    // Every member was rewarded, and levels may have changed: read the members again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
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

  // Focus together: who is focusing, and until when (never on what).
  useSocketEvent('focus:update', focusUpdatePayloadSchema, ({ partyId, userId, focus }) => {
    updateMyParty(queryClient, partyId, (party) => ({
      ...party,
      members: party.members.map((member) => (member.id === userId ? { ...member, focus } : member)),
    }));
  });

  useSocketEvent('boss:spawned', bossSpawnedPayloadSchema, ({ partyId, boss }) => {
    updateMyParty(queryClient, partyId, (party) => ({ ...party, currentBossId: boss.id, nextBossAt: null }));
  });
}
