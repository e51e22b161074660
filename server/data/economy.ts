import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate } from './moments.ts';
import type { Runner } from './prepared.ts';

const TYPE_ORDER = { weapon: 0, armor: 1, pet: 2, consumable: 3 } as const;

/** An `items` row as a query gives it: typed from the entity. */
export type ItemColumns = Selectable<Database['items']>;

/** A shop item as answers show it and use cases work with it (multipliers as numbers). */
export function itemRecordOf(row: ItemColumns) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    rarity: row.rarity,
    price: Number(row.price),
    damageBonus: Number(row.damage_bonus),
    defenseBonus: Number(row.defense_bonus),
    xpMultiplier: Number(row.xp_multiplier),
    coinMultiplier: Number(row.coin_multiplier),
    icon: row.icon,
    translations: row.translations,
    effect: row.effect,
    setId: row.set_id,
    createdAt: asDate(row.created_at),
  };
}

export type ItemRecord = ReturnType<typeof itemRecordOf>;

/** What using a consumable does. */
export type ConsumableEffect = NonNullable<ItemRecord['effect']>;

/** The shop's catalogue: weapons, armor, companions, consumables, each by price. */
export async function catalogue(em: Em): Promise<ItemRecord[]> {
  const rows = await db(em)
    .selectFrom('items')
    .selectAll()
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(itemRecordOf).sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** The companions for sale (items of type `pet`). */
export async function petCatalogue(em: Em): Promise<ItemRecord[]> {
  const rows = await db(em)
    .selectFrom('items')
    .selectAll()
    .where('type', '=', 'pet')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(itemRecordOf);
}

export async function itemById(runner: Runner, itemId: string): Promise<ItemRecord | null> {
  const row = await db(runner).selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  return row ? itemRecordOf(row) : null;
}

/** Whether the player has an inventory entry of this item. */
export async function ownsItem(runner: Runner, userId: string, itemId: string): Promise<boolean> {
  const row = await db(runner)
    .selectFrom('inventory_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes `amount` gold in one conditional UPDATE (never below zero, never spent twice); false when short. */
export async function debitGold(tx: Runner, userId: string, amount: number): Promise<boolean> {
  const debited = await db(tx)
    .updateTable('users')
    .set((eb) => ({ gold: eb('gold', '-', amount) }))
    .where('id', '=', userId)
    .where('gold', '>=', amount)
    .returning('gold')
    .execute();
  return debited.length > 0;
}

/** The player's gold as stored (0 when there is no such player). */
export async function goldOf(runner: Runner, userId: string): Promise<number> {
  const row = await db(runner).selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirst();
  return row?.gold ?? 0;
}

/** A new inventory entry of one unit, unequipped (its id made by the database). */
const newEntry =
  (userId: string, itemId: string, now: Date) => (eb: ExpressionBuilder<Database, 'inventory_entries'>) => ({
    id: eb.fn<string>('gen_random_uuid'),
    user_id: userId,
    item_id: itemId,
    quantity: 1,
    equipped: false,
    obtained_at: now,
  });

/** One more of a consumable: a new entry, or one added to the stack the player has. */
export async function addConsumable(tx: Runner, userId: string, itemId: string, now: Date): Promise<void> {
  await db(tx)
    .insertInto('inventory_entries')
    .values(newEntry(userId, itemId, now))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_id'])
        .doUpdateSet((eb) => ({ quantity: eb('inventory_entries.quantity', '+', 1) })),
    )
    .execute();
}

/** An item owned once (weapon, armor, companion) goes in; false when the player already has it. */
export async function addOwnedItem(tx: Runner, userId: string, itemId: string, now: Date): Promise<boolean> {
  const inserted = await db(tx)
    .insertInto('inventory_entries')
    .values(newEntry(userId, itemId, now))
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** One unit off an inventory entry in a conditional UPDATE (never below zero); false when none was left. */
export async function spendOneFromEntry(tx: Runner, entryId: string): Promise<boolean> {
  const used = await db(tx)
    .updateTable('inventory_entries')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', entryId)
    .where('quantity', '>', 0)
    .returning('quantity')
    .execute();
  return used.length > 0;
}

/** The same, only from the player's own entry; false when it is not theirs or none was left. */
export async function spendOneOwnedBy(tx: Runner, userId: string, entryId: string): Promise<boolean> {
  const spent = await db(tx)
    .updateTable('inventory_entries')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where('quantity', '>', 0)
    .returning('quantity')
    .execute();
  return spent.length > 0;
}

type ActivityColumns = Insertable<Database['activity_events']>;

/** A line of the player's own feed, written with the event (a purchase). */
export async function insertActivityEvent(
  tx: Runner,
  event: { userId: string; type: ActivityColumns['type']; subject: string; data: ActivityColumns['data'] },
  now: Date,
): Promise<void> {
  await db(tx)
    .insertInto('activity_events')
    .values({
      id: randomUUID(),
      user_id: event.userId,
      type: event.type,
      subject: event.subject,
      data: event.data,
      created_at: now,
    })
    .execute();
}
