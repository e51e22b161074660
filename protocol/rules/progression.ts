/**
 * The level curve, class titles, abilities and the companion's help (spec 000 section 9, DESIGN
 * sections 6 and 8): the server applies them and the character sheet shows them, from this one place.
 */

/** Experience the whole of `level` requires before the next: floor(50 + 25 x level^1.25). */
export const experienceForNextLevel = (level: number): number => Math.floor(50 + 25 * level ** 1.25);

/** Five levels per step: each title is held up to and including its level; the last one stays. */
export const CLASS_TITLES = [
  { upToLevel: 5, title: 'Novice Adventurer' },
  { upToLevel: 10, title: 'Task Warrior' },
  { upToLevel: 15, title: 'Focus Guardian' },
  { upToLevel: 20, title: 'Productivity Paladin' },
  { upToLevel: 25, title: 'Master Organizer' },
  { upToLevel: 30, title: 'Legendary Hero' },
] as const;

export type ClassTitle = (typeof CLASS_TITLES)[number]['title'];

const LAST_TITLE: ClassTitle = 'Legendary Hero';

export function classTitleForLevel(level: number): ClassTitle {
  return CLASS_TITLES.find((step) => level <= step.upToLevel)?.title ?? LAST_TITLE;
}

/** Abilities and the level that unlocks each. */
export const ABILITY_UNLOCK_LEVELS = [
  { id: 'focus-shield', name: 'Focus Shield', level: 5 },
  { id: 'productivity-boost', name: 'Productivity Boost', level: 10 },
  { id: 'double-xp', name: 'Double XP', level: 15 },
  { id: 'team-leader', name: 'Team Leader', level: 20 },
] as const;

export type AbilityId = (typeof ABILITY_UNLOCK_LEVELS)[number]['id'];

export const unlockedAbilities = (level: number): AbilityId[] =>
  ABILITY_UNLOCK_LEVELS.filter((a) => level >= a.level).map((a) => a.id);

/**
 * What the quest abilities do (DESIGN 11): Productivity Boost multiplies quest gold, Double XP the
 * XP of the first quest of each local day. Team Leader's factor is a hit's (rules/combat.ts).
 */
export const PRODUCTIVITY_GOLD = 1.1;
export const DOUBLE_XP = 2;

/** The active companion's help: +10% quest experience. */
export const COMPANION_XP_BONUS = 1.1;

/** A multiplier as the whole percentage it adds (1.1 -> 10). */
export const bonusPercent = (multiplier: number): number => Math.round((multiplier - 1) * 100);
