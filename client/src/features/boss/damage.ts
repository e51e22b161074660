import type { Quest } from '../../../../protocol/api/quests.ts';
import { DAMAGE_MULTIPLIERS } from '../../../../protocol/rules/combat.ts';

export { DAMAGE_MULTIPLIERS };

/** The damage shown beside a quest: floor(power x multiplier). */
export function questDamage(power: number, difficulty: Quest['difficulty']): number {
  return Math.floor(power * DAMAGE_MULTIPLIERS[difficulty]);
}
