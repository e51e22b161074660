/**
 * Full sets (DESIGN section 11, the spec's '+2 to all stats and 10% XP'): every weapon and armor of
 * the catalogue belongs to one named set of two pieces, a weapon and an armor of the same tier. The
 * server applies the bonus (server/domain/character/sets.ts) and the screens show it from here.
 */

/** The sets, weakest first; their names are translated by the client's `sets` namespace. */
export const ITEM_SETS = ['wanderer', 'knight', 'shadow', 'frost', 'storm', 'dragon', 'crystal'] as const;
export type ItemSetId = (typeof ITEM_SETS)[number];

/** The pieces of each set (catalogue slugs): one weapon, one armor. */
export const SET_PIECES: Readonly<Record<ItemSetId, { weapon: string; armor: string }>> = {
  wanderer: { weapon: 'iron-sword', armor: 'leather-armor' },
  knight: { weapon: 'steel-sword', armor: 'chain-mail' },
  shadow: { weapon: 'shadow-dagger', armor: 'shadow-cloak' },
  frost: { weapon: 'ice-blade', armor: 'plate-armor' },
  storm: { weapon: 'storm-bow', armor: 'mage-robes' },
  dragon: { weapon: 'flame-sword', armor: 'dragon-scale' },
  crystal: { weapon: 'crystal-staff', armor: 'crystal-armor' },
};

/** Pieces in a set: a weapon and an armor. */
export const SET_SIZE = 2;

/** What a complete set gives: +2 damage, +2 defense and x1.1 quest XP. */
export const FULL_SET_BONUS = { damage: 2, defense: 2, experience: 1.1 } as const;

export const isItemSetId = (id: string | null | undefined): id is ItemSetId =>
  typeof id === 'string' && (ITEM_SETS as readonly string[]).includes(id);

/** The set an item belongs to, by its catalogue slug (null for companions, consumables, unknown ids). */
export function setOfItem(itemId: string | null | undefined): ItemSetId | null {
  if (!itemId) return null;
  for (const id of ITEM_SETS) {
    const pieces = SET_PIECES[id];
    if (pieces.weapon === itemId || pieces.armor === itemId) return id;
  }
  return null;
}

export interface SetProgress {
  set: ItemSetId;
  /** Equipped pieces of this set (1 or 2). */
  pieces: number;
  complete: boolean;
}

/**
 * The sets the equipped weapon and armor belong to, with how many pieces of each are worn: one
 * entry for a full set, two for a mixed pair, none when neither piece belongs to a set.
 */
export function setProgress(weaponSet: string | null, armorSet: string | null): SetProgress[] {
  const worn = [weaponSet, armorSet].filter(isItemSetId);
  const sets = [...new Set(worn)];
  return sets.map((set) => {
    const pieces = worn.filter((s) => s === set).length;
    return { set, pieces, complete: pieces >= SET_SIZE };
  });
}

/** The set completed by the equipped weapon and armor, or null. */
export const fullSetOf = (weaponSet: string | null, armorSet: string | null): ItemSetId | null =>
  isItemSetId(weaponSet) && weaponSet === armorSet ? weaponSet : null;
