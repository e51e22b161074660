import { Boss } from '../../db/entities/Boss.ts';
import { PARTY_MAX_MEMBERS, Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { bossView } from '../data/bosses.ts';
import { type PartyView, partyViewById } from '../data/parties.ts';
import type { PlayerView } from '../data/players.ts';
import { rowById } from '../data/rowById.ts';
import type { AppDeps } from '../deps.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { publishBossSpawned, publishPartyMembership } from '../realtime/publish/party.ts';
import { announcePlayer } from './announcePlayer.ts';
import { healthPerMember, spawnBoss } from './bossSpawn.ts';
import { lockUser, unlockAchievements } from './progress/applyProgress.ts';

export const partyNotFound = () => notFound('Party not found');

/** Row lock on a party: every membership change and every hit on its boss goes through it. */
export async function lockParty(tx: Em, partyId: string): Promise<Party | null> {
  return rowById(tx, Party, partyId, { lock: true });
}

export interface MembershipChange {
  party: Party | null;
  /** The party the player left or joined. */
  partyId: string;
  spawnedBoss: Boss | null;
  achievements: AchievementDefinition[];
  user: User;
}

/** Forms a party around its first member and leader; the first boss spawns at once. */
async function createPartyInTransaction(
  em: Em,
  userId: string,
  name: string,
  now: Date,
): Promise<MembershipChange> {
  return em.transactional(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.party) throw conflict('You are already in a party. Leave it before creating a new one.');
    const party = tx.create(Party, { name, leader: user, maxMembers: PARTY_MAX_MEMBERS, createdAt: now });
    user.party = party;
    user.partyJoinedAt = now;
    await tx.flush();
    const boss = await spawnBoss(tx, party, now);
    const achievements = await unlockAchievements(tx, user, now);
    return { party, partyId: party.id, spawnedBoss: boss, achievements, user };
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
  tx: Em,
  party: Party,
  userId: string,
  now: Date,
): Promise<MembershipChange> {
  const user = await lockUser(tx, userId);
  if (user.party?.id === party.id) throw conflict('You are already a member of this party.');
  if (user.party) throw conflict('You are already in a party. Leave it before joining another.');
  const members = await tx.count(User, { party: party.id });
  if (members >= party.maxMembers) throw conflict(`This party is full (${party.maxMembers} members).`);
  user.party = party;
  user.partyJoinedAt = now;
  if (party.currentBoss) {
    const boss = await tx.findOneOrFail(Boss, party.currentBoss.id, { refresh: true });
    if (!boss.defeated) {
      const extra = healthPerMember(boss);
      boss.maxHealth += extra;
      boss.currentHealth += extra;
    }
  }
  await tx.flush();
  const achievements = await unlockAchievements(tx, user, now);
  return { party, partyId: party.id, spawnedBoss: null, achievements, user };
}

/**
 * Leaves the party. The leader role passes to the longest-standing member; the last one out
 * dissolves the party (its bosses and damage log stay, detached, as the members' history).
 */
export async function leavePartyInTransaction(em: Em, userId: string): Promise<MembershipChange> {
  return em.transactional(async (tx) => {
    const current = await tx.findOneOrFail(User, userId, { refresh: true });
    if (!current.party) throw conflict('You are not in a party.');
    const party = await lockParty(tx, current.party.id);
    const user = await lockUser(tx, userId);
    if (!party || user.party?.id !== party.id) throw conflict('You are not in a party.');
    user.party = null;
    user.partyJoinedAt = null;
    await tx.flush();
    const remaining = await tx.find(
      User,
      { party: party.id },
      { orderBy: { partyJoinedAt: 'asc', id: 'asc' } },
    );
    if (remaining.length === 0) {
      const partyId = party.id;
      await tx.nativeDelete(Party, { id: partyId });
      return { party: null, partyId, spawnedBoss: null, achievements: [], user };
    }
    if (party.leader?.id === userId) party.leader = remaining[0]!;
    await tx.flush();
    return { party, partyId: party.id, spawnedBoss: null, achievements: [], user };
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
  const view = await partyViewById(em.fork(), change.partyId);
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
export async function leaveParty(em: Em, userId: string): Promise<PartyMembership> {
  return announceMembership(em, await leavePartyInTransaction(em, userId), false);
}

/** A party as its screen shows it: members, and who of them is online on any instance. */
export async function showParty(
  deps: Pick<AppDeps, 'realtime'>,
  view: PartyView,
): Promise<{ view: PartyView; online: ReadonlySet<string> }> {
  return { view, online: await deps.realtime.onlineAmong(rooms.party(view.party.id)) };
}
