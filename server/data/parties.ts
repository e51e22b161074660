import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { PARTY_MAX_MEMBERS } from '../../db/entities/Party.ts';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { type PartyRoster, partyRosterById, type RosterMember } from './partyRosters.ts';
import { updatePlayer } from './players.ts';
import type { Runner } from './prepared.ts';
import type { UserRecord } from './userRecords.ts';

/** A `parties` row as a query gives it: typed from the entity. */
export type PartyColumns = Selectable<Database['parties']>;

/** A party's own row as a use case works with it: timestamps as Dates. */
export function partyRecordOf(row: PartyColumns) {
  return {
    id: row.id,
    name: row.name,
    leaderId: row.leader_id,
    maxMembers: Number(row.max_members),
    currentBossId: row.current_boss_id,
    bossLadderIndex: Number(row.boss_ladder_index),
    nextBossAt: moment(row.next_boss_at),
    createdAt: asDate(row.created_at),
  };
}

export type PartyRecord = ReturnType<typeof partyRecordOf>;

/**
 * A party as its screen and its pushes show it: the roster (`partyRosters.ts`), members
 * longest-standing first, each with their open focus session. Read as plain rows, so it is the
 * party as stored now whatever the caller's context holds.
 */
export type PartyView = PartyRoster;

export const partyViewById = (runner: Runner, partyId: string): Promise<PartyView | null> =>
  partyRosterById(runner, partyId);

/** The most recent parties, for the party list (seen by anyone: no member's focus in it). */
export async function recentPartyViews(em: Em, limit: number): Promise<PartyView[]> {
  const parties = await db(em)
    .selectFrom('parties')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (parties.length === 0) return [];
  const members = await db(em)
    .selectFrom('users')
    .select(['id', 'party_id', 'username', 'level', 'avatar_color', 'resting'])
    .where(
      'party_id',
      'in',
      parties.map((p) => p.id),
    )
    .orderBy('party_joined_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const byParty = new Map<string, RosterMember[]>();
  for (const m of members) {
    if (m.party_id === null) continue;
    const list = byParty.get(m.party_id) ?? [];
    list.push({
      id: m.id,
      username: m.username,
      level: Number(m.level),
      avatarColor: m.avatar_color,
      resting: m.resting,
      focus: null,
    });
    byParty.set(m.party_id, list);
  }
  return parties.map((row) => {
    const party = partyRecordOf(row);
    return {
      id: party.id,
      name: party.name,
      leaderId: party.leaderId,
      maxMembers: party.maxMembers,
      currentBossId: party.currentBossId,
      nextBossAt: party.nextBossAt,
      createdAt: party.createdAt,
      members: byParty.get(party.id) ?? [],
    };
  });
}

/**
 * Row lock on a party: every membership change and every hit on its boss goes through it, and it
 * is taken before any player's. Null when there is no such party (any more).
 */
export async function lockParty(tx: Runner, partyId: string): Promise<PartyRecord | null> {
  const row = await db(tx)
    .selectFrom('parties')
    .selectAll()
    .where('id', '=', partyId)
    .forUpdate()
    .executeTakeFirst();
  return row ? partyRecordOf(row) : null;
}

/** A party's own row, as stored now. */
export async function partyById(runner: Runner, partyId: string): Promise<PartyRecord | null> {
  const row = await db(runner).selectFrom('parties').selectAll().where('id', '=', partyId).executeTakeFirst();
  return row ? partyRecordOf(row) : null;
}

/** The player's party id as stored (no lock: the caller locks the party, then the player). */
export async function playerPartyId(runner: Runner, userId: string): Promise<string | null> {
  const row = await db(runner)
    .selectFrom('users')
    .select('party_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.party_id ?? null;
}

/** A new party led by its founder (who joins it with `setPlayerParty`). */
export async function insertParty(
  tx: Runner,
  party: { name: string; leaderId: string },
  now: Date,
): Promise<PartyRecord> {
  const row = await db(tx)
    .insertInto('parties')
    .values({
      id: randomUUID(),
      name: party.name,
      leader_id: party.leaderId,
      max_members: PARTY_MAX_MEMBERS,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return partyRecordOf(row);
}

/** The player joins a party, stamped with when (the lead passes by it): the player as written. */
export const joinPlayerToParty = (
  tx: Runner,
  userId: string,
  partyId: string,
  now: Date,
): Promise<UserRecord> => updatePlayer(tx, userId, { party_id: partyId, party_joined_at: now }, now);

/**
 * The player is out of their party: the player as written. `now` moves `updated_at` (the
 * database's clock without one: an account's deletion leaves its party on the way out).
 */
export const removePlayerFromParty = (tx: Runner, userId: string, now: Date | null): Promise<UserRecord> =>
  updatePlayer(tx, userId, { party_id: null, party_joined_at: null }, now);

/** How many players a party has now. */
export async function partyMemberCount(runner: Runner, partyId: string): Promise<number> {
  const row = await db(runner)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('party_id', '=', partyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The party's longest-standing member (the next leader), or null when nobody is left. */
export async function longestStandingMember(runner: Runner, partyId: string): Promise<string | null> {
  const row = await db(runner)
    .selectFrom('users')
    .select('id')
    .where('party_id', '=', partyId)
    .orderBy('party_joined_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setPartyLeader(tx: Runner, partyId: string, leaderId: string): Promise<void> {
  await db(tx).updateTable('parties').set({ leader_id: leaderId }).where('id', '=', partyId).execute();
}

/** Dissolves a party: its bosses and damage log stay, detached; its invites and chat go with it. */
export async function deleteParty(tx: Runner, partyId: string): Promise<void> {
  await db(tx).deleteFrom('parties').where('id', '=', partyId).execute();
}

/**
 * Claims up to `limit` parties whose rest is over by `now` (or only `partyId`), earliest first,
 * locked; rows another instance is claiming right now are skipped (SKIP LOCKED).
 */
export async function claimPartiesDueABoss(
  tx: Runner,
  now: Date,
  limit: number,
  partyId?: string,
): Promise<PartyRecord[]> {
  let query = db(tx)
    .selectFrom('parties')
    .selectAll()
    .where('next_boss_at', '<=', now)
    .where('current_boss_id', 'is', null);
  if (partyId) query = query.where('id', '=', partyId);
  const rows = await query.orderBy('next_boss_at', 'asc').limit(limit).forUpdate().skipLocked().execute();
  return rows.map(partyRecordOf);
}

/** The ids of a party's members, in a stable order (rewards lock players in this order). */
export async function partyMemberIds(tx: Runner, partyId: string): Promise<string[]> {
  const members = await db(tx)
    .selectFrom('users')
    .select('id')
    .where('party_id', '=', partyId)
    .orderBy('id')
    .execute();
  return members.map((m) => m.id);
}
