import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { updatePlayer } from './players.ts';
import type { Runner } from './prepared.ts';
import type { UserRecord } from './userRecords.ts';

/** A `companions` row as a query gives it: typed from the entity. */
export type CompanionColumns = Selectable<Database['companions']>;

/** A companion as answers show it and use cases work with it: timestamps as Dates. */
export function companionRecordOf(row: CompanionColumns) {
  return {
    id: row.id,
    userId: row.user_id,
    itemId: row.item_id,
    name: row.name,
    type: row.type,
    level: Number(row.level),
    experience: Number(row.experience),
    happiness: Number(row.happiness),
    abilities: row.abilities,
    isActive: row.is_active,
    lastFedAt: moment(row.last_fed_at),
    createdAt: asDate(row.created_at),
  };
}

export type CompanionRecord = ReturnType<typeof companionRecordOf>;

/** The player's companions, in the order they came. */
export async function companionsOf(runner: Runner, userId: string): Promise<CompanionRecord[]> {
  const rows = await db(runner)
    .selectFrom('companions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map(companionRecordOf);
}

/** One of the player's companions (another player's answers null). */
export async function ownCompanion(
  runner: Runner,
  userId: string,
  companionId: string,
): Promise<CompanionRecord | null> {
  const row = await db(runner)
    .selectFrom('companions')
    .selectAll()
    .where('id', '=', companionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? companionRecordOf(row) : null;
}

/** A companion bought: a new one at its first level (the caller debited its price). */
export async function insertCompanion(
  tx: Runner,
  companion: { userId: string; itemId: string; name: string; type: string; abilities: string[] },
  now: Date,
): Promise<void> {
  await db(tx)
    .insertInto('companions')
    .values({
      id: randomUUID(),
      user_id: companion.userId,
      item_id: companion.itemId,
      name: companion.name,
      type: companion.type,
      abilities: companion.abilities,
      created_at: now,
    })
    .execute();
}

/** The player's active companion (null: none): the player as written. */
export const setEquippedPet = (
  tx: Runner,
  userId: string,
  companionId: string | null,
  now: Date,
): Promise<UserRecord> => updatePlayer(tx, userId, { equipped_pet: companionId }, now);

/** Whether a row is the one named (none named: no row is). */
const isThe = (eb: ExpressionBuilder<Database, 'companions'>, id: string | null) =>
  id === null ? sql<boolean>`false` : eb('id', '=', id).$castTo<boolean>();

/** Marks which of the player's companions is the active one (null: none); the others are not. */
export async function setActiveCompanion(
  tx: Runner,
  userId: string,
  companionId: string | null,
): Promise<void> {
  // Only the rows that change are written.
  await db(tx)
    .updateTable('companions')
    .set((eb) => ({ is_active: isThe(eb, companionId) }))
    .where('user_id', '=', userId)
    .where((eb) => eb('is_active', 'is distinct from', isThe(eb, companionId)))
    .execute();
}

/** A companion fed: its new level, experience and happiness, and when. The companion as written. */
export async function writeCompanionCare(
  tx: Runner,
  companionId: string,
  care: { level: number; experience: number; happiness: number },
  now: Date,
): Promise<CompanionRecord> {
  const row = await db(tx)
    .updateTable('companions')
    .set({ level: care.level, experience: care.experience, happiness: care.happiness, last_fed_at: now })
    .where('id', '=', companionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return companionRecordOf(row);
}
