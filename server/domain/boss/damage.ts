import { DAMAGE_MULTIPLIERS, type Difficulty } from '../quests/rewards.ts';

/**
 * A quest's hit on a boss: floor(power x the difficulty's multiplier) (DESIGN section 6), with
 * power taken from the player's level before the quest's own rewards. Pure.
 */
export const bossDamage = (power: number, difficulty: Difficulty): number =>
  Math.floor(power * DAMAGE_MULTIPLIERS[difficulty]);
