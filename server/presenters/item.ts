import type { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import type { Item } from '../../db/entities/Item.ts';
import type { InventoryEntry as EntryDto, Item as ItemDto } from '../../protocol/api/items.ts';

export const presentItem = (item: Item): ItemDto => ({
  id: item.id,
  name: item.name,
  description: item.description,
  translations: item.translations ?? {},
  type: item.type,
  rarity: item.rarity,
  price: item.price,
  damageBonus: item.damageBonus,
  defenseBonus: item.defenseBonus,
  xpMultiplier: Number(item.xpMultiplier),
  coinMultiplier: Number(item.coinMultiplier),
  icon: item.icon ?? null,
  effect: item.effect ?? null,
  set: item.setId ?? null,
});

/** An inventory entry with its item (the entry's `item` must be loaded). */
export function presentEntry(entry: InventoryEntry): EntryDto {
  const item = presentItem(entry.item);
  return {
    id: entry.id,
    userId: entry.user.id,
    itemId: item.id,
    quantity: entry.quantity,
    equipped: entry.equipped,
    obtainedAt: entry.obtainedAt.toISOString(),
    item,
    name: item.name,
    type: item.type,
    rarity: item.rarity,
    damage: item.damageBonus,
    defense: item.defenseBonus,
    description: item.description,
  };
}
