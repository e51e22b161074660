import { Party } from '../../db/entities/Party.ts';
import type { Em } from '../../db/orm.ts';
import { rooms } from '../../protocol/socket/events.ts';
import type { BossHitResult } from '../commands/bossHit.ts';
import type { AppDeps } from '../deps.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentBossState } from '../presenters/boss.ts';
import { presentParty } from '../presenters/party.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from './publish.ts';

/** After a committed membership change: move the player's sockets and show every member the party. */
export async function publishMembership(
  deps: Pick<AppDeps, 'realtime'>,
  em: Em,
  change: { userId: string; left: string | null; joined: string | null },
): Promise<void> {
  deps.realtime.moveUser(
    change.userId,
    change.left ? rooms.party(change.left) : null,
    change.joined ? rooms.party(change.joined) : null,
  );
  for (const partyId of [change.left, change.joined]) {
    if (!partyId) continue;
    const party = await em.fork().findOne(Party, partyId);
    if (!party) continue;
    const online = await deps.realtime.onlineAmong(rooms.party(partyId));
    deps.realtime
      .toParty(partyId)
      .emit('party:update', { party: await presentParty(em.fork(), party, online) });
  }
}

/** After a committed hit: every member sees the boss move; a defeat reaches every member with rewards. */
export async function publishBossHit(
  deps: Pick<AppDeps, 'realtime'>,
  em: Em,
  hit: BossHitResult,
  hitter: { id: string; username: string },
): Promise<void> {
  deps.realtime.toParty(hit.partyId).emit('boss:update', {
    partyId: hit.partyId,
    boss: presentBossState(hit.boss),
    hit: {
      userId: hitter.id,
      username: hitter.username,
      damage: hit.damage,
      questId: hit.questId,
      createdAt: hit.at.toISOString(),
    },
    sentAt: Date.now(),
  });
  if (!hit.defeated) return;
  deps.realtime.toParty(hit.partyId).emit('boss:defeated', {
    partyId: hit.partyId,
    bossId: hit.boss.id,
    rewards: { experience: hit.boss.xpReward, gold: hit.boss.coinReward },
    nextBossAt: hit.nextBossAt ? hit.nextBossAt.toISOString() : null,
  });
  for (const member of hit.rewarded) {
    if (member.user.id === hitter.id) continue; // the hitter's own update follows the quest's
    publishPlayerProgress(
      deps.realtime,
      await presentUserWithEquipment(em, member.user),
      member.achievements.map(presentUnlocked),
    );
  }
}
