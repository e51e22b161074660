import { FULL_SET_BONUS, fullSetOf, type ItemSetId } from '../../../protocol/rules/sets.ts';

/**
 * The full-set bonus (DESIGN section 11). Pure. A weapon and an armor of the same set, both
 * equipped, give +2 damage, +2 defense and x1.1 quest XP; the XP factor stacks by multiplication
 * with every other factor and is rounded down once, at the end (domain/quests/rewards.ts).
 */
export interface SetBonus {
  set: ItemSetId | null;
  damage: number;
  defense: number;
  /** Quest XP factor: 1.1 with a full set, else 1. */
  experience: number;
}

export const NO_SET_BONUS: SetBonus = { set: null, damage: 0, defense: 0, experience: 1 };

/** The bonus of the sets the equipped weapon and armor belong to (null: not a set piece / empty slot). */
export function setBonus(weaponSet: string | null, armorSet: string | null): SetBonus {
  const set = fullSetOf(weaponSet, armorSet);
  if (!set) return NO_SET_BONUS;
  return {
    set,
    damage: FULL_SET_BONUS.damage,
    defense: FULL_SET_BONUS.defense,
    experience: FULL_SET_BONUS.experience,
  };
}
