import { sql, type Updateable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import type { EquipmentBonuses } from '../domain/character/stats.ts';
import { type Database, db } from './database.ts';
import { loadEquipmentBonuses } from './equipment.ts';
import { moment } from './moments.ts';
import type { Runner } from './prepared.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/** A player with what their answer needs beyond their own row: the equipped items' bonuses. */
export interface PlayerView {
  user: UserRecord;
  equipment: EquipmentBonuses;
}

export async function playerView(em: Em, user: UserRecord): Promise<PlayerView> {
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}

/**
 * A player as committed now, read in one statement with the version of that very state: what a
 * push announces after a use case committed. The entity it changed may carry an older version
 * (the database bumps it on every write), and a version read apart from the figures could belong to
 * a later change than they show; a client keeps the highest version it heard, so a push must never
 * claim more than it holds. Null when the player is gone.
 */
export async function committedPlayerView(em: Em, userId: string): Promise<PlayerView | null> {
  const row = await db(em).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const user = userRecordOf(row);
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}

/** A player's level alone (the party leader's, for Team Leader). */
export async function playerLevel(em: Em, userId: string): Promise<number | null> {
  const row = await db(em).selectFrom('users').select('level').where('id', '=', userId).executeTakeFirst();
  return row ? Number(row.level) : null;
}

/** A player's whole row, locked for the rest of the caller's transaction (a defeat's rewards). */
export async function lockPlayerRecord(tx: Runner, userId: string): Promise<UserRecord | null> {
  const row = await db(tx)
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? userRecordOf(row) : null;
}

/** A change to a player's row, its columns as the Database type has them. */
export type PlayerChange = Updateable<Database['users']>;

/**
 * Writes a change to a player's row (locked by the caller, or changed by this one statement):
 * `updated_at` moves to the use case's moment (the database's own clock when it has none), as the
 * entity's update hook moved it. Answers the player as written, with the version the write counted.
 */
export async function updatePlayer(
  tx: Runner,
  userId: string,
  change: PlayerChange,
  now: Date | null,
): Promise<UserRecord> {
  const row = await db(tx)
    .updateTable('users')
    .set({ ...change, updated_at: now ?? sql<Date>`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Error('a locked player vanished');
  return userRecordOf(row);
}

/** A player by username, any case (unique case-insensitively: an index on lower(username)). */
export async function playerByUsername(runner: Runner, username: string): Promise<UserRecord | null> {
  const row = await db(runner)
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .limit(1)
    .executeTakeFirst();
  return row ? userRecordOf(row) : null;
}

/** A player locked at the start of their day: what judging the day needs beyond their record. */
export interface PlayerDay {
  player: UserRecord;
  /** The local day of their latest start of day; null before their first. */
  lastDaySeen: number | null;
  /** When they joined their party (null without one). */
  partyJoinedAt: Date | null;
}

/** A player's row locked for the start of their day (`startPlayerDay`); null when they are gone. */
export async function lockPlayerDay(tx: Runner, userId: string): Promise<PlayerDay | null> {
  const row = await db(tx)
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  return {
    player: userRecordOf(row),
    lastDaySeen: row.last_day_seen === null ? null : Number(row.last_day_seen),
    partyJoinedAt: moment(row.party_joined_at),
  };
}

/** A day started: its number stamped on the player's row, with the health the day leaves. */
export const startPlayerDayRow = (
  tx: Runner,
  userId: string,
  day: { today: number; health: number },
  now: Date,
): Promise<UserRecord> => updatePlayer(tx, userId, { last_day_seen: day.today, health: day.health }, now);
