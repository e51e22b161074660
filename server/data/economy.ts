import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Item } from '../../db/entities/Item.ts';
import type { Em } from '../../db/orm.ts';

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
