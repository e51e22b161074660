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

/** Factors on a member's boss hits (DESIGN section 11). */
export const COMPANION_HIT_BONUS = 1.05;
export const LOW_HEALTH_HIT = 0.5;
export const TEAM_LEADER_HIT_BONUS = 1.1;

/** Below this share of max health a member's boss hits do half damage. */
export const LOW_HEALTH_SHARE = 0.3;

/** Whether health is low enough that boss hits do half damage. */
export const isLowHealth = (health: number, maxHealth: number): boolean =>
  health < maxHealth * LOW_HEALTH_SHARE;

export interface HitConditions {
  /** The hitter's active companion adds 5%. */
  hasActiveCompanion: boolean;
  /** Below 30% health a member hits for half. */
  lowHealth: boolean;
  /** The party's leader has Team Leader (level 20) and is in the party: x1.1 for every member. */
  teamLeader: boolean;
}

/** The product of a hit's factors (1 when none applies). */
export const hitFactor = (c: HitConditions): number =>
  (c.hasActiveCompanion ? COMPANION_HIT_BONUS : 1) *
  (c.lowHealth ? LOW_HEALTH_HIT : 1) *
  (c.teamLeader ? TEAM_LEADER_HIT_BONUS : 1);

/**
 * A quest's hit on a boss: floor(power x the difficulty's multiplier x the hit's factors), with
 * power taken from the player's level before the quest's own rewards; rounded down once, at the end
 * (the tiny epsilon keeps 10 x 1.1 from becoming 10.999...).
 */
export const bossDamage = (power: number, difficulty: QuestDifficulty, factor = 1): number =>
  Math.floor(power * DAMAGE_MULTIPLIERS[difficulty] * factor + 1e-9);
