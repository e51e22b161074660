/** Derived combat figures (spec 000 section 3, DESIGN section 8). Pure. */

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

/**
 * Boss power: floor(level x 10 + effectiveDamage x (1 + (level - 1) x 0.1)); the figure shown as
 * 'Your Power' and the base of every hit.
 */
export const power = (level: number, effDamage: number): number =>
  Math.floor(level * 10 + effDamage * (1 + (level - 1) * 0.1));
