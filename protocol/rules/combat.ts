/**
 * Boss combat (spec 001 section 9, DESIGN sections 6 and 8): the server applies these and the boss
 * screen previews them, from this one place.
 */

/** Boss damage multiplier by quest difficulty. */
export const DAMAGE_MULTIPLIERS = { easy: 1, medium: 1, hard: 1.5, legendary: 2 } as const;

export type QuestDifficulty = keyof typeof DAMAGE_MULTIPLIERS;

/**
 * Boss power: floor(level x 10 + effectiveDamage x (1 + (level - 1) x 0.1)); the figure shown as
 * 'Your Power' and the base of every hit. `effectiveDamage` is base damage plus the weapon's.
 */
export const power = (level: number, effectiveDamage: number): number =>
  Math.floor(level * 10 + effectiveDamage * (1 + (level - 1) * 0.1));

/**
 * A quest's hit on a boss: floor(power x the difficulty's multiplier), with power taken from the
 * player's level before the quest's own rewards.
 */
export const bossDamage = (power: number, difficulty: QuestDifficulty): number =>
  Math.floor(power * DAMAGE_MULTIPLIERS[difficulty]);
