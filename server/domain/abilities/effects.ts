import {
  ABILITY_UNLOCK_LEVELS,
  type AbilityId,
  DOUBLE_XP,
  PRODUCTIVITY_GOLD,
} from '../../../protocol/rules/progression.ts';

/**
 * What the abilities do (DESIGN section 11), from the level that unlocks each. Pure. Multipliers
 * stack by multiplication with every other factor and are rounded down once, at the end. The
 * numbers live in protocol/rules (progression.ts, and combat.ts for Team Leader's x1.1 on hits), so
 * the character sheet shows the very factors applied here.
 */

const unlockLevel = new Map(ABILITY_UNLOCK_LEVELS.map((a) => [a.id, a.level]));

export const hasAbility = (level: number, id: AbilityId): boolean =>
  level >= (unlockLevel.get(id) ?? Infinity);

/**
 * A quest's ability factors, from the player's level before the quest's own rewards: Productivity
 * Boost (10) x1.1 gold; Double XP (15) x2 XP on the first quest completed each local day.
 */
export function questAbilityFactors(
  level: number,
  firstQuestOfDay: boolean,
): { experience: number; gold: number } {
  return {
    experience: firstQuestOfDay && hasAbility(level, 'double-xp') ? DOUBLE_XP : 1,
    gold: hasAbility(level, 'productivity-boost') ? PRODUCTIVITY_GOLD : 1,
  };
}
