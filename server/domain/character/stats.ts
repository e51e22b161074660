/**
 * Derived combat figures (spec 000 section 3, DESIGN sections 8 and 11). Pure. Power and a hit's
 * damage, which the boss screen shows too, are in protocol/rules/combat.ts.
 */
import { NO_SET_BONUS, type SetBonus } from './sets.ts';

export interface BaseStats {
  level: number;
  damage: number;
  defense: number;
}

export interface EquipmentBonuses {
  weaponDamage: number;
  armorDefense: number;
  /** The equipped weapon's and armor's sets and the full-set bonus they give (domain/character/sets.ts). */
  weaponSet: string | null;
  armorSet: string | null;
  set: SetBonus;
}

export const NO_EQUIPMENT: EquipmentBonuses = {
  weaponDamage: 0,
  armorDefense: 0,
  weaponSet: null,
  armorSet: null,
  set: NO_SET_BONUS,
};

/** Effective attack = base damage + equipped weapon damage + a full set's +2. */
export const effectiveDamage = (stats: BaseStats, eq: EquipmentBonuses): number =>
  stats.damage + eq.weaponDamage + eq.set.damage;

/** Effective defense = base defense + equipped armor defense + a full set's +2. */
export const effectiveDefense = (stats: BaseStats, eq: EquipmentBonuses): number =>
  stats.defense + eq.armorDefense + eq.set.defense;
