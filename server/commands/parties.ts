import type { Em } from '../../db/orm.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { type BossRecord, bossView, growBoss, liveBossLadderIndex } from '../data/bosses.ts';
import {
  deleteParty,
  insertParty,
  joinPlayerToParty,
  lockParty,
  longestStandingMember,
  type PartyRecord,
  type PartyView,
  partyMemberCount,
  partyViewById,
  playerPartyId,
  removePlayerFromParty,
  setPartyLeader,
} from '../data/parties.ts';
import type { PlayerView } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AppDeps } from '../deps.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { publishBossSpawned, publishPartyMembership } from '../realtime/publish/party.ts';
import { announcePlayer } from './announcePlayer.ts';
import { healthPerMember, spawnBoss } from './bossSpawn.ts';
import { lockPlayer } from './lockedPlayer.ts';
import { earnReachedAchievements } from './progress/grantProgress.ts';

export const partyNotFound = () => notFound('Party not found');

export interface MembershipChange {
  party: PartyRecord | null;
  /** The party the player left or joined. */
  partyId: string;
  spawnedBoss: BossRecord | null;
  achievements: AchievementDefinition[];
  user: UserRecord;
}

/** Forms a party around its first member and leader; the first boss spawns at once. */
async function createPartyInTransaction(
  em: Em,
  userId: string,
  name: string,
  now: Date,
): Promise<MembershipChange> {
  return em.transactional(async (tx) => {
    const user = await lockPlayer(tx, userId);
    if (user.party) throw conflict('You are already in a party. Leave it before creating a new one.');
    const party = await insertParty(tx, { name, leaderId: user.id }, now);
    const member = await joinPlayerToParty(tx, user.id, party.id, now);
    const boss = await spawnBoss(tx, party, now);
    const earned = await earnReachedAchievements(tx, member, now);
    return {
      party,
      partyId: party.id,
      spawnedBoss: boss,
      achievements: earned.achievements,
      user: earned.user,
    };
  });
}

/**
 * Joins a party under its row lock, so two players racing for the last slot cannot both get in.
 * An active boss grows by one member's share of health (its damage so far stays).
 */
async function joinPartyInTransaction(
  em: Em,
  userId: string,
  partyId: string,
  now: Date,
): Promise<MembershipChange> {
  return em.transactional(async (tx) => {
    const party = await lockParty(tx, partyId);
    if (!party) throw partyNotFound();
    return admitToParty(tx, party, userId, now);
  });
}

/**
 * The rules of every way in (the list, a link, an invite), inside the caller's transaction and
 * under the party's row lock, which the caller already holds.
 */
export async function admitToParty(
  tx: Runner,
  party: PartyRecord,
  userId: string,
  now: Date,
): Promise<MembershipChange> {
  const user = await lockPlayer(tx, userId);
  if (user.party?.id === party.id) throw conflict('You are already a member of this party.');
  if (user.party) throw conflict('You are already in a party. Leave it before joining another.');
  const members = await partyMemberCount(tx, party.id);
  if (members >= party.maxMembers) throw conflict(`This party is full (${party.maxMembers} members).`);
  const member = await joinPlayerToParty(tx, user.id, party.id, now);
  if (party.currentBossId) {
    const ladderIndex = await liveBossLadderIndex(tx, party.currentBossId);
    if (ladderIndex !== null) await growBoss(tx, party.currentBossId, healthPerMember({ ladderIndex }));
  }
  const earned = await earnReachedAchievements(tx, member, now);
  return {
    party,
    partyId: party.id,
    spawnedBoss: null,
    achievements: earned.achievements,
    user: earned.user,
  };
}

/**
 * Leaves the party. The leader role passes to the longest-standing member; the last one out
 * dissolves the party (its bosses and damage log stay, detached, as the members' history).
 * `now` stamps the player's row (the database's clock without it: an account being deleted).
 */
export async function leavePartyInTransaction(
  em: Em,
  userId: string,
  now: Date | null = null,
): Promise<MembershipChange> {
  return em.transactional(async (tx) => {
    const partyId = await playerPartyId(tx, userId);
    if (!partyId) throw conflict('You are not in a party.');
    const party = await lockParty(tx, partyId);
    const user = await lockPlayer(tx, userId);
    if (!party || user.party?.id !== party.id) throw conflict('You are not in a party.');
    const left = await removePlayerFromParty(tx, userId, now);
    const next = await longestStandingMember(tx, party.id);
    if (next === null) {
      await deleteParty(tx, party.id);
      return { party: null, partyId: party.id, spawnedBoss: null, achievements: [], user: left };
    }
    if (party.leaderId !== userId) {
      return { party, partyId: party.id, spawnedBoss: null, achievements: [], user: left };
    }
    await setPartyLeader(tx, party.id, next);
    return {
      party: { ...party, leaderId: next },
      partyId: party.id,
      spawnedBoss: null,
      achievements: [],
      user: left,
    };
  });
}

/** A membership change as its answer shows it: the party now (null after leaving) and the player. */
export interface PartyMembership {
  party: PartyView | null;
  player: PlayerView;
}

/**
 * After a committed change: the player's figures and unlocks, their sockets moved to the party's
 * room on every instance, the party shown to its members, and a first boss announced.
 */
export async function announceMembership(
  em: Em,
  change: MembershipChange,
  joined: boolean,
): Promise<PartyMembership> {
  const player = await announcePlayer(em, change.user, change.achievements);
  const view = await partyViewById(em, change.partyId);
  publishPartyMembership(
    change.user.id,
    joined ? { left: null, joined: change.partyId } : { left: change.partyId, joined: null },
    view,
  );
  if (change.spawnedBoss) publishBossSpawned(await bossView(em, change.spawnedBoss), null);
  return { party: joined ? view : null, player };
}

/** Forms a party around its first member and leader; the first boss spawns at once. */
export async function createParty(em: Em, userId: string, name: string, now: Date): Promise<PartyMembership> {
  return announceMembership(em, await createPartyInTransaction(em, userId, name, now), true);
}

/** Joins a party (its row lock keeps the last slot for one player). */
export async function joinParty(
  em: Em,
  userId: string,
  partyId: string,
  now: Date,
): Promise<PartyMembership> {
  return announceMembership(em, await joinPartyInTransaction(em, userId, partyId, now), true);
}

/** Leaves the party (the last one out dissolves it). */
export async function leaveParty(em: Em, userId: string, now: Date): Promise<PartyMembership> {
  return announceMembership(em, await leavePartyInTransaction(em, userId, now), false);
}

/** A party as its screen shows it: members, and who of them is online on any instance. */
export async function showParty(
  deps: Pick<AppDeps, 'realtime'>,
  view: PartyView,
): Promise<{ view: PartyView; online: ReadonlySet<string> }> {
  return { view, online: await deps.realtime.onlineAmong(rooms.party(view.id)) };
}
