/**
 * Derived combat figures (spec 000 section 3, DESIGN section 8). Pure. Power and a hit's damage, which
 * the boss screen shows too, are in protocol/rules/combat.ts.
 */

export interface BaseStats {
  level: number;
  damage: number;
  defense: number;
}

export interface EquipmentBonuses {
  weaponDamage: number;
  armorDefense: number;
}

export const NO_EQUIPMENT: EquipmentBonuses = { weaponDamage: 0, armorDefense: 0 };

/** Effective attack = base damage + equipped weapon damage. */
export const effectiveDamage = (stats: BaseStats, eq: EquipmentBonuses): number =>
  stats.damage + eq.weaponDamage;

/** Effective defense = base defense + equipped armor defense. */
export const effectiveDefense = (stats: BaseStats, eq: EquipmentBonuses): number =>
  stats.defense + eq.armorDefense;
