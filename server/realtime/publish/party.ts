import { rooms } from '../../../protocol/socket/events.ts';
import type { BossView } from '../../data/bosses.ts';
import type { PartyView } from '../../data/parties.ts';
import type { PlayerView } from '../../data/players.ts';
import type { AchievementDefinition } from '../../domain/achievements/catalogue.ts';
import { presentBoss, presentBossState } from '../../presenters/boss.ts';
import { presentParty } from '../../presenters/party.ts';
import { queueEmit, queuePush } from '../outbox.ts';
import { publishPlayerProgress } from './player.ts';

/** The party as its members see it: who is online is asked when the push goes out. */
export function publishPartyUpdate(view: PartyView): void {
  const room = rooms.party(view.id);
  queuePush(async (realtime) => {
    realtime.emit(room, 'party:update', {
      party: presentParty(view, await realtime.onlineAmong(room)),
    });
  });
}

/**
 * A committed membership change: the player's sockets move rooms on every instance (also out of a
 * party that the change dissolved), then the party's members see who is in it now.
 */
export function publishPartyMembership(
  userId: string,
  change: { left: string | null; joined: string | null },
  party: PartyView | null,
): void {
  const leaveRoom = change.left ? rooms.party(change.left) : null;
  const joinRoom = change.joined ? rooms.party(change.joined) : null;
  queuePush((realtime) => realtime.moveUser(userId, leaveRoom, joinRoom));
  if (party) publishPartyUpdate(party);
}

export interface PublishedHit {
  partyId: string;
  boss: BossView['boss'];
  questId: string;
  damage: number;
  defeated: boolean;
  at: Date;
  nextBossAt: Date | null;
}

/**
 * A committed hit: every member sees the boss move (only what the hit changed: the broadcast path
 * reads nothing); a defeat reaches every member with the rewards, and each rewarded member other
 * than the hitter gets their new figures (the hitter's follow the quest's).
 */
export function publishBossHit(
  hit: PublishedHit,
  hitter: { id: string; username: string },
  rewarded: { player: PlayerView; achievements: AchievementDefinition[] }[],
): void {
  const room = rooms.party(hit.partyId);
  queueEmit(room, 'boss:update', {
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
  queueEmit(room, 'boss:defeated', {
    partyId: hit.partyId,
    bossId: hit.boss.id,
    rewards: { experience: hit.boss.xpReward, gold: hit.boss.coinReward },
    nextBossAt: hit.nextBossAt ? hit.nextBossAt.toISOString() : null,
  });
  for (const member of rewarded) {
    if (member.player.user.id === hitter.id) continue;
    publishPlayerProgress(member.player, member.achievements);
  }
}

/** A new boss for the party (its first, or the next after a rest), and the party with it. */
export function publishBossSpawned(boss: BossView, party: PartyView | null): void {
  const partyId = boss.boss.party?.id;
  if (!partyId) return;
  queueEmit(rooms.party(partyId), 'boss:spawned', { partyId, boss: presentBoss(boss) });
  if (party) publishPartyUpdate(party);
}
