import type { Item } from '@protocol/api/items.ts';

export type Slot = 'weapon' | 'armor';

/** The figure a slot's item improves: damage for a weapon, defense for armor. */
export const slotBonus = (item: Pick<Item, 'damageBonus' | 'defenseBonus'>, slot: Slot): number =>
  slot === 'weapon' ? item.damageBonus : item.defenseBonus;

/**
 * The next stronger pieces for a slot: catalogue items of that kind whose bonus beats the equipped
 * one, weakest (then cheapest) first, at most `limit` (the spec's panel shows three of each).
 */
export function nextUpgrades(
  catalogue: readonly Item[],
  slot: Slot,
  equippedId: string | null,
  limit = 3,
): Item[] {
  const equipped = equippedId ? catalogue.find((item) => item.id === equippedId) : undefined;
  const floor = equipped ? slotBonus(equipped, slot) : 0;
  return catalogue
    .filter((item) => item.type === slot && slotBonus(item, slot) > floor)
    .sort((a, b) => slotBonus(a, slot) - slotBonus(b, slot) || a.price - b.price)
    .slice(0, limit);
}
