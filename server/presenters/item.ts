import type { InventoryEntry as EntryDto, Item as ItemDto } from '../../protocol/api/items.ts';
import type { ItemRecord } from '../data/economy.ts';
import type { EntryRecord } from '../data/inventory.ts';

export const presentItem = (item: ItemRecord): ItemDto => ({
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

/** An inventory entry with its item. */
export function presentEntry(entry: EntryRecord): EntryDto {
  const item = presentItem(entry.item);
  return {
    id: entry.id,
    userId: entry.userId,
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
