import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { CLAN_MAX_MEMBERS } from '../../db/entities/Clan.ts';
import type { ClanActivity } from '../../db/entities/ClanActivity.ts';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { updatePlayer } from './players.ts';
import { compiler, jsonColumn, type Runner, run, statement } from './prepared.ts';
import type { UserRecord } from './userRecords.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `clans` row as a query gives it: typed from the entity. */
export type ClanColumns = Selectable<Database['clans']>;

/** A clan as answers show it and use cases work with it: timestamps as Dates. */
export function clanRecordOf(row: ClanColumns) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tag: row.tag,
    leaderId: row.leader_id,
    memberCount: Number(row.member_count),
    maxMembers: Number(row.max_members),
    clanLevel: Number(row.clan_level),
    totalXp: Number(row.total_xp),
    isPublic: row.is_public,
    archivedAt: moment(row.archived_at),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

export type ClanRecord = ReturnType<typeof clanRecordOf>;

/** Open clans matching a search in name, tag or description (any case), largest first. */
export async function searchClans(
  em: Em,
  search: string,
  page: number,
  limit: number,
): Promise<ClanRecord[]> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  let query = db(em).selectFrom('clans').selectAll().where('archived_at', 'is', null);
  if (search) {
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('tag', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const rows = await query
    .orderBy('member_count', 'desc')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return rows.map(clanRecordOf);
}

export async function clanById(em: Em, clanId: string): Promise<ClanRecord | null> {
  const row = await db(em).selectFrom('clans').selectAll().where('id', '=', clanId).executeTakeFirst();
  return row ? clanRecordOf(row) : null;
}

/** A clan's members as its page lists them, longest-standing first. */
async function clanMembers(em: Em, clanId: string) {
  const rows = await db(em)
    .selectFrom('users')
    .select(['id', 'username', 'level', 'avatar_color', 'clan_joined_at'])
    .where('clan_id', '=', clanId)
    .orderBy('clan_joined_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    level: Number(row.level),
    avatarColor: row.avatar_color,
    clanJoinedAt: moment(row.clan_joined_at),
  }));
}

/** A clan with its members, longest-standing first. */
export interface ClanView {
  clan: ClanRecord;
  members: Awaited<ReturnType<typeof clanMembers>>;
}

export async function clanView(em: Em, clanId: string): Promise<ClanView | null> {
  const clan = await clanById(em, clanId);
  return clan ? { clan, members: await clanMembers(em, clan.id) } : null;
}

/** A clan's latest feed lines, newest first; null when there is no such clan. */
export async function clanFeed(em: Em, clanId: string, limit: number): Promise<ClanEntry[] | null> {
  if (!(await clanById(em, clanId))) return null;
  const rows = await db(em)
    .selectFrom('clan_activities')
    .select(['id', 'type', 'user_id', 'username', 'subject', 'data', 'created_at'])
    .where('clan_id', '=', clanId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    user: r.user_id === null ? null : { id: r.user_id },
    username: r.username,
    subject: r.subject,
    data: jsonColumn(r.data),
    createdAt: asDate(r.created_at),
  }));
}

/** Which of a new clan's name and tag another clan already has (any case): the name first. */
export async function takenClanNameOrTag(
  em: Runner,
  name: string,
  tag: string,
): Promise<'name' | 'tag' | null> {
  const rows = await db(em)
    .selectFrom('clans')
    .select(['name', 'tag'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])),
        eb(eb.fn('lower', ['tag']), '=', eb.fn('lower', [eb.val(tag)])),
      ]),
    )
    .limit(2)
    .execute();
  if (rows.some((r) => r.name.toLowerCase() === name.toLowerCase())) return 'name';
  return rows.length > 0 ? 'tag' : null;
}

// Hot statements: every quest a clan member completes runs them (a pool transaction's too).
const ADD_CLAN_XP = statement('clan_add_xp', (p: { clanId: string; experience: number }) =>
  compiler
    .updateTable('clans')
    .set((eb) => ({ total_xp: eb('total_xp', '+', p.experience), updated_at: sql<Date>`now()` }))
    .where('id', '=', p.clanId)
    .returning(['total_xp', 'clan_level']),
);
const RAISE_CLAN_LEVEL = statement('clan_raise_level', (p: { clanId: string; level: number }) =>
  compiler
    .updateTable('clans')
    .set({ clan_level: p.level })
    .where('id', '=', p.clanId)
    .where('clan_level', '<', p.level),
);

/**
 * Adds experience to a clan's total in one atomic UPDATE: the new total and the level it had, or
 * null without such a clan.
 */
export async function addClanTotalXp(
  tx: Runner,
  clanId: string,
  experience: number,
): Promise<{ totalXp: number; clanLevel: number } | null> {
  const [row] = await run(tx, ADD_CLAN_XP, { clanId, experience });
  return row ? { totalXp: Number(row.total_xp), clanLevel: Number(row.clan_level) } : null;
}

/** Raises a clan's level to `level`; never lowers it (a racing update may already be higher). */
export async function raiseClanLevel(tx: Runner, clanId: string, level: number): Promise<void> {
  await run(tx, RAISE_CLAN_LEVEL, { clanId, level });
}

/** One line of a clan's feed as written and pushed (what `presentClanActivity` shows). */
export interface ClanEntry {
  id: string;
  type: ClanActivity['type'];
  user: { id: string } | null;
  username: string;
  subject: string;
  data: ClanActivity['data'];
  createdAt: Date;
}

/** A member's line in their clan's feed, as it is inserted (`insertClanEntries`) and pushed. */
export function clanEntry(
  user: { id: string; username: string },
  line: Pick<ClanEntry, 'type' | 'subject' | 'data'>,
  now: Date,
): ClanEntry {
  return {
    id: randomUUID(),
    type: line.type,
    user: { id: user.id },
    username: user.username,
    subject: line.subject,
    data: line.data,
    createdAt: now,
  };
}

interface EntriesParams {
  clanId: string;
  userId: string | null;
  username: string;
  now: Date;
  ids: string[];
  types: string[];
  subjects: string[];
  data: string[];
}

const INSERT_CLAN_ENTRIES = statement('clan_insert_entries', (p: EntriesParams) =>
  compiler
    .insertInto('clan_activities')
    .columns(['id', 'clan_id', 'user_id', 'username', 'type', 'subject', 'data', 'created_at'])
    .expression(
      compiler
        .selectFrom(
          sql<{
            id: string;
            type: ClanEntry['type'];
            subject: string;
            data: ClanEntry['data'];
          }>`unnest(${p.ids}::uuid[], ${p.types}::text[], ${p.subjects}::text[], ${p.data}::jsonb[])`.as(
            sql`e(id, type, subject, data)`,
          ),
        )
        .select((eb) => [
          'e.id',
          eb.val(p.clanId).as('clan_id'),
          eb.val(p.userId).as('user_id'),
          eb.val(p.username).as('username'),
          'e.type',
          'e.subject',
          'e.data',
          eb.val(p.now).as('created_at'),
        ]),
    ),
);

/** A player's entries in their clan's feed, in one statement (a quest completion's, with entities elsewhere). */
export async function insertClanEntries(
  tx: Runner,
  clanId: string,
  entries: readonly ClanEntry[],
): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await run(tx, INSERT_CLAN_ENTRIES, {
    clanId,
    userId: first.user?.id ?? null,
    username: first.username,
    now: first.createdAt,
    ids: entries.map((e) => e.id),
    types: entries.map((e) => e.type),
    subjects: entries.map((e) => e.subject),
    data: entries.map((e) => JSON.stringify(e.data)),
  });
}

/** The player's clan id as stored (no lock: the caller locks the clan, then the player). */
export async function playerClanId(runner: Runner, userId: string): Promise<string | null> {
  const row = await db(runner)
    .selectFrom('users')
    .select('clan_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.clan_id ?? null;
}

/** Row lock on a clan: every membership change goes through it (the clan first, then the player). */
export async function lockClan(tx: Runner, clanId: string): Promise<ClanRecord | null> {
  const row = await db(tx)
    .selectFrom('clans')
    .selectAll()
    .where('id', '=', clanId)
    .forUpdate()
    .executeTakeFirst();
  return row ? clanRecordOf(row) : null;
}

/**
 * A new clan with its founder as leader and first member (who joins it with `joinPlayerToClan`).
 * Null when another clan has the name or the tag (any case): the unique indexes decide, also
 * against a clan founded at the same moment.
 */
export async function insertClan(
  tx: Runner,
  clan: { name: string; tag: string; description: string | null; leaderId: string },
  now: Date,
): Promise<ClanRecord | null> {
  const row = await db(tx)
    .insertInto('clans')
    .values({
      id: randomUUID(),
      name: clan.name,
      tag: clan.tag,
      description: clan.description,
      leader_id: clan.leaderId,
      member_count: 1,
      max_members: CLAN_MAX_MEMBERS,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? clanRecordOf(row) : null;
}

/** One member more or less on a clan's count (never below 0): the clan as written. */
export async function countClanMember(
  tx: Runner,
  clanId: string,
  change: 1 | -1,
  now: Date,
): Promise<ClanRecord> {
  const row = await db(tx)
    .updateTable('clans')
    .set((eb) => ({
      member_count: eb.fn('greatest', [eb.lit(0), eb('member_count', '+', change)]),
      updated_at: now,
    }))
    .where('id', '=', clanId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return clanRecordOf(row);
}

/** The last member left: the clan is archived, hidden but with its history, and has no leader. */
export async function archiveClan(tx: Runner, clanId: string, now: Date): Promise<ClanRecord> {
  const row = await db(tx)
    .updateTable('clans')
    .set({ archived_at: now, leader_id: null, updated_at: now })
    .where('id', '=', clanId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return clanRecordOf(row);
}

/** The lead passes (null: to nobody). */
export async function setClanLeader(
  tx: Runner,
  clanId: string,
  leaderId: string | null,
  now: Date,
): Promise<ClanRecord> {
  const row = await db(tx)
    .updateTable('clans')
    .set({ leader_id: leaderId, updated_at: now })
    .where('id', '=', clanId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return clanRecordOf(row);
}

/** The clan's longest-standing member (the next leader), or null when nobody is left. */
export async function longestStandingClanMember(runner: Runner, clanId: string): Promise<string | null> {
  const row = await db(runner)
    .selectFrom('users')
    .select('id')
    .where('clan_id', '=', clanId)
    .orderBy('clan_joined_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The player joins a clan, stamped with when (the lead passes by it): the player as written. */
export const joinPlayerToClan = (
  tx: Runner,
  userId: string,
  clanId: string,
  now: Date,
): Promise<UserRecord> => updatePlayer(tx, userId, { clan_id: clanId, clan_joined_at: now }, now);

/** The player is out of their clan: the player as written. */
export const removePlayerFromClan = (tx: Runner, userId: string, now: Date): Promise<UserRecord> =>
  updatePlayer(tx, userId, { clan_id: null, clan_joined_at: null }, now);

/** The clan's members who asked to hear of its events as notifications, but one (who caused it). */
export async function clanMembersNotified(
  runner: Runner,
  clanId: string,
  exceptUserId: string,
): Promise<{ id: string; language: string }[]> {
  return db(runner)
    .selectFrom('users')
    .select(['id', 'language'])
    .where('clan_id', '=', clanId)
    .where('clan_notifications', '=', true)
    .where('id', '!=', exceptUserId)
    .execute();
}
