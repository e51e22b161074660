import type { Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { type Database, db } from './database.ts';
import { type ConsumableEffect, type ItemColumns, itemRecordOf } from './economy.ts';
import { asDate } from './moments.ts';
import { updatePlayer } from './players.ts';
import type { Runner } from './prepared.ts';
import type { UserRecord } from './userRecords.ts';

/** An `inventory_entries` row as a query gives it, with its item's row. */
type EntryColumns = Selectable<Database['inventory_entries']> & { item: ItemColumns | null };

/** An inventory entry with its item, as answers show it and use cases work with it. */
export function entryRecordOf(row: EntryColumns & { item: ItemColumns }) {
  return {
    id: row.id,
    userId: row.user_id,
    itemId: row.item_id,
    quantity: Number(row.quantity),
    equipped: row.equipped,
    obtainedAt: asDate(row.obtained_at),
    item: itemRecordOf(row.item),
  };
}

export type EntryRecord = ReturnType<typeof entryRecordOf>;

/** Entries with their items (an entry always has one: a foreign key). */
function entries(runner: Runner) {
  return db(runner)
    .selectFrom('inventory_entries as e')
    .selectAll('e')
    .select((eb) =>
      jsonObjectFrom(eb.selectFrom('items as i').selectAll('i').whereRef('i.id', '=', 'e.item_id')).as(
        'item',
      ),
    );
}

const withItem = (rows: EntryColumns[]): EntryRecord[] =>
  rows.flatMap((row) => (row.item ? [entryRecordOf({ ...row, item: row.item })] : []));

/** What the player owns, newest first. */
export async function inventoryOf(runner: Runner, userId: string): Promise<EntryRecord[]> {
  const rows = await entries(runner)
    .where('e.user_id', '=', userId)
    .orderBy('e.obtained_at', 'desc')
    .orderBy('e.id', 'asc')
    .execute();
  return withItem(rows);
}

/** One of the player's entries (another player's answers null). */
export async function ownEntry(runner: Runner, userId: string, entryId: string): Promise<EntryRecord | null> {
  const rows = await entries(runner).where('e.id', '=', entryId).where('e.user_id', '=', userId).execute();
  return withItem(rows)[0] ?? null;
}

/** The player's entry of an item, if they own it. */
export async function ownEntryOfItem(
  runner: Runner,
  userId: string,
  itemId: string,
): Promise<EntryRecord | null> {
  const rows = await entries(runner)
    .where('e.user_id', '=', userId)
    .where('e.item_id', '=', itemId)
    .execute();
  return withItem(rows)[0] ?? null;
}

/** An entry whose last unit was used goes; one with units left stays. */
export async function deleteEmptyEntry(tx: Runner, entryId: string): Promise<void> {
  await db(tx).deleteFrom('inventory_entries').where('id', '=', entryId).where('quantity', '=', 0).execute();
}

/** One of the player's companion treats they still have, with what it gives; null without one. */
export async function treatOf(
  runner: Runner,
  userId: string,
): Promise<{ entryId: string; effect: Extract<ConsumableEffect, { kind: 'feedCompanion' }> } | null> {
  const rows = await db(runner)
    .selectFrom('inventory_entries as e')
    .innerJoin('items as i', 'i.id', 'e.item_id')
    .select(['e.id', 'i.effect'])
    .where('e.user_id', '=', userId)
    .where('e.quantity', '>', 0)
    .execute();
  for (const row of rows) {
    if (row.effect?.kind === 'feedCompanion') return { entryId: row.id, effect: row.effect };
  }
  return null;
}

/** A potion's health, up to the player's maximum: the player as written. */
export const healPlayer = (tx: Runner, userId: string, health: number, now: Date): Promise<UserRecord> =>
  updatePlayer(tx, userId, { health }, now);

/** A consumable's boost on the next quests, experience or gold: the player as written. */
export const setQuestBoost = (
  tx: Runner,
  userId: string,
  boost: { reward: 'experience' | 'gold'; multiplier: number; quests: number },
  now: Date,
): Promise<UserRecord> =>
  updatePlayer(
    tx,
    userId,
    boost.reward === 'experience'
      ? { xp_boost_multiplier: boost.multiplier, xp_boost_quests: boost.quests }
      : { gold_boost_multiplier: boost.multiplier, gold_boost_quests: boost.quests },
    now,
  );
