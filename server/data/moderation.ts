import type { Updateable } from 'kysely';
import { STARTING_GOLD } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { classTitleForLevel, experienceForNextLevel } from '../../protocol/rules/progression.ts';
import { type Database, db } from './database.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/** A change to a player's row, its columns as the Database type has them. */
type UserChange = Updateable<Database['users']>;

/**
 * The admin area's writes to a player's row, inside the caller's transaction (which holds the
 * row's lock): `updated_at` moves to the action's moment; answers the player as written.
 */
async function updatePlayer(tx: Em, userId: string, change: UserChange, now: Date): Promise<UserRecord> {
  const row = await db(tx)
    .updateTable('users')
    .set({ ...change, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return userRecordOf(row);
}

/** Whether a player with this id exists. */
export async function playerExists(em: Em, userId: string): Promise<boolean> {
  const row = await db(em).selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The player as stored now, in the caller's transaction (what it wrote included). */
export async function playerRecord(em: Em, userId: string): Promise<UserRecord> {
  const row = await db(em).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return userRecordOf(row);
}

/** Bans a player with a reason, until `expiresAt` (null: until lifted). */
export const banPlayer = (
  tx: Em,
  userId: string,
  ban: { reason: string; expiresAt: Date | null },
  now: Date,
): Promise<UserRecord> =>
  updatePlayer(tx, userId, { is_banned: true, ban_reason: ban.reason, ban_expires_at: ban.expiresAt }, now);

/** Lifts a player's ban, reason and end with it. */
export const unbanPlayer = (tx: Em, userId: string, now: Date): Promise<UserRecord> =>
  updatePlayer(tx, userId, { is_banned: false, ban_reason: null, ban_expires_at: null }, now);

export const setPlayerRole = (
  tx: Em,
  userId: string,
  role: UserRecord['role'],
  now: Date,
): Promise<UserRecord> => updatePlayer(tx, userId, { role }, now);

/** Deactivates an account for good, with why. */
export const deactivatePlayer = (tx: Em, userId: string, reason: string, now: Date): Promise<UserRecord> =>
  updatePlayer(tx, userId, { is_active: false, deactivated_at: now, deactivation_reason: reason }, now);

/**
 * An admin's grant: `gold` added (either sign; the caller checks it stays at 0 or above), and
 * `lostExperience` (0 or more) taken from the progress in the current level, never below 0.
 * Nothing to change, no statement.
 */
export async function adjustGoldAndExperience(
  tx: Em,
  userId: string,
  change: { gold: number; lostExperience: number },
  now: Date,
): Promise<void> {
  if (change.gold === 0 && change.lostExperience === 0) return;
  await db(tx)
    .updateTable('users')
    .set((eb) => ({
      gold: eb('gold', '+', change.gold),
      experience: eb.fn('greatest', [eb.lit(0), eb('experience', '-', change.lostExperience)]),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
}

/** What a partial reset puts back: experience, points and streaks. */
const PARTIAL_RESET = {
  experience: 0,
  points: 0,
  total_points: 0,
  streak: 0,
  current_streak: 0,
  daily_streak: 0,
  last_quest_completed: null,
} satisfies UserChange;

/** What a full reset puts back besides: every other progress figure to a new player's. */
const FULL_RESET = {
  level: 1,
  experience_to_next: experienceForNextLevel(1),
  character_class: classTitleForLevel(1),
  gold: STARTING_GOLD,
  health: 100,
  max_health: 100,
  damage: 10,
  defense: 5,
  equipped_weapon: null,
  equipped_armor: null,
  equipped_pet: null,
  xp_boost_multiplier: 1,
  xp_boost_quests: 0,
  gold_boost_multiplier: 1,
  gold_boost_quests: 0,
} satisfies UserChange;

/**
 * Partial: experience, points and streaks back to 0; level, gold, items and achievements stay.
 * Full: every progress figure to its default, and the player's focus sessions, quests, tasks,
 * items, companions, achievements and feed removed (children first: focus sessions point at
 * tasks; boss hits keep their nullable quest link).
 */
export async function resetPlayerProgress(
  tx: Em,
  userId: string,
  resetType: 'partial' | 'full',
  now: Date,
): Promise<UserRecord> {
  if (resetType === 'full') {
    const k = db(tx);
    await k.deleteFrom('focus_sessions').where('user_id', '=', userId).execute();
    await k.deleteFrom('quests').where('user_id', '=', userId).execute();
    await k.deleteFrom('tasks').where('user_id', '=', userId).execute();
    await k.deleteFrom('inventory_entries').where('user_id', '=', userId).execute();
    await k.deleteFrom('companions').where('user_id', '=', userId).execute();
    await k.deleteFrom('user_achievements').where('user_id', '=', userId).execute();
    await k.deleteFrom('activity_events').where('user_id', '=', userId).execute();
  }
  return updatePlayer(
    tx,
    userId,
    resetType === 'full' ? { ...PARTIAL_RESET, ...FULL_RESET } : PARTIAL_RESET,
    now,
  );
}
