import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Item } from '../../db/entities/Item.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

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
  const debited = await sql<{ gold: number }>(
    em,
    'update users set gold = gold - ? where id = ? and gold >= ? returning gold',
    [amount, userId, amount],
  );
  return debited.length > 0;
}

/** The player's gold as stored (0 when there is no such player). */
export async function goldOf(em: Em, userId: string): Promise<number> {
  const [row] = await sql<{ gold: number }>(em, 'select gold from users where id = ?', [userId]);
  return row?.gold ?? 0;
}

/** One more of a consumable: a new entry, or one added to the stack the player has. */
export async function addConsumable(em: Em, userId: string, itemId: string, now: Date): Promise<void> {
  await sql(
    em,
    `insert into inventory_entries (id, user_id, item_id, quantity, equipped, obtained_at)
         values (gen_random_uuid(), ?, ?, 1, false, ?)
         on conflict (user_id, item_id) do update set quantity = inventory_entries.quantity + 1`,
    [userId, itemId, now],
  );
}

/** An item owned once (weapon, armor, companion) goes in; false when the player already has it. */
export async function addOwnedItem(em: Em, userId: string, itemId: string, now: Date): Promise<boolean> {
  const inserted = await sql<{ id: string }>(
    em,
    `insert into inventory_entries (id, user_id, item_id, quantity, equipped, obtained_at)
         values (gen_random_uuid(), ?, ?, 1, false, ?) on conflict (user_id, item_id) do nothing returning id`,
    [userId, itemId, now],
  );
  return inserted.length > 0;
}

/** One unit off an inventory entry in a conditional UPDATE (never below zero); false when none was left. */
export async function spendOneFromEntry(em: Em, entryId: string): Promise<boolean> {
  const used = await sql<{ quantity: number }>(
    em,
    'update inventory_entries set quantity = quantity - 1 where id = ? and quantity > 0 returning quantity',
    [entryId],
  );
  return used.length > 0;
}

/** The same, only from the player's own entry; false when it is not theirs or none was left. */
export async function spendOneOwnedBy(em: Em, userId: string, entryId: string): Promise<boolean> {
  const spent = await sql<{ quantity: number }>(
    em,
    'update inventory_entries set quantity = quantity - 1 where id = ? and user_id = ? and quantity > 0 returning quantity',
    [entryId, userId],
  );
  return spent.length > 0;
}
