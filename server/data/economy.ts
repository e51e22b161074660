import type { ExpressionBuilder } from 'kysely';
import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Item } from '../../db/entities/Item.ts';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';

const TYPE_ORDER = { weapon: 0, armor: 1, pet: 2, consumable: 3 } as const;

/** The shop's catalogue: weapons, armor, companions, consumables, each by price. */
export async function catalogue(em: Em): Promise<Item[]> {
  const items = await em.find(Item, {}, { orderBy: { price: 'asc', id: 'asc' } });
  return items.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** The companions for sale (items of type `pet`). */
export const petCatalogue = (em: Em): Promise<Item[]> =>
  em.find(Item, { type: 'pet' }, { orderBy: { price: 'asc', id: 'asc' } });

/** What the player owns, newest first. */
export const inventoryOf = (em: Em, userId: string): Promise<InventoryEntry[]> =>
  em.find(
    InventoryEntry,
    { user: userId },
    { populate: ['item'], orderBy: { obtainedAt: 'desc', id: 'asc' } },
  );

/** The player's companions, in the order they came. */
export const companionsOf = (em: Em, userId: string): Promise<Companion[]> =>
  em.find(Companion, { user: userId }, { populate: ['item'], orderBy: { createdAt: 'asc' } });

/** Takes `amount` gold in one conditional UPDATE (never below zero, never spent twice); false when short. */
export async function debitGold(em: Em, userId: string, amount: number): Promise<boolean> {
  const debited = await db(em)
    .updateTable('users')
    .set((eb) => ({ gold: eb('gold', '-', amount) }))
    .where('id', '=', userId)
    .where('gold', '>=', amount)
    .returning('gold')
    .execute();
  return debited.length > 0;
}

/** The player's gold as stored (0 when there is no such player). */
export async function goldOf(em: Em, userId: string): Promise<number> {
  const row = await db(em).selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirst();
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
export async function addConsumable(em: Em, userId: string, itemId: string, now: Date): Promise<void> {
  await db(em)
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
export async function addOwnedItem(em: Em, userId: string, itemId: string, now: Date): Promise<boolean> {
  const inserted = await db(em)
    .insertInto('inventory_entries')
    .values(newEntry(userId, itemId, now))
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** One unit off an inventory entry in a conditional UPDATE (never below zero); false when none was left. */
export async function spendOneFromEntry(em: Em, entryId: string): Promise<boolean> {
  const used = await db(em)
    .updateTable('inventory_entries')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', entryId)
    .where('quantity', '>', 0)
    .returning('quantity')
    .execute();
  return used.length > 0;
}

/** The same, only from the player's own entry; false when it is not theirs or none was left. */
export async function spendOneOwnedBy(em: Em, userId: string, entryId: string): Promise<boolean> {
  const spent = await db(em)
    .updateTable('inventory_entries')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where('quantity', '>', 0)
    .returning('quantity')
    .execute();
  return spent.length > 0;
}
