/**
 * Class progression titles, five levels per step (spec 000 section 9): each title is held up to and
 * including its level; past the last step the last title stays. Pure.
 */
export const CLASS_TITLES = [
  { upToLevel: 5, title: 'Novice Adventurer' },
  { upToLevel: 10, title: 'Task Warrior' },
  { upToLevel: 15, title: 'Focus Guardian' },
  { upToLevel: 20, title: 'Productivity Paladin' },
  { upToLevel: 25, title: 'Master Organizer' },
  { upToLevel: 30, title: 'Legendary Hero' },
] as const;

export type ClassTitle = (typeof CLASS_TITLES)[number]['title'];

export function classTitleForLevel(level: number): ClassTitle {
  return (CLASS_TITLES.find((step) => level <= step.upToLevel) ?? CLASS_TITLES[CLASS_TITLES.length - 1]!)
    .title;
}

/** Abilities and the level that unlocks each (spec 000 section 9). */
export const ABILITY_UNLOCK_LEVELS = [
  { id: 'focus-shield', name: 'Focus Shield', level: 5 },
  { id: 'productivity-boost', name: 'Productivity Boost', level: 10 },
  { id: 'double-xp', name: 'Double XP', level: 15 },
  { id: 'team-leader', name: 'Team Leader', level: 20 },
] as const;

export type AbilityId = (typeof ABILITY_UNLOCK_LEVELS)[number]['id'];

export const unlockedAbilities = (level: number): AbilityId[] =>
  ABILITY_UNLOCK_LEVELS.filter((a) => level >= a.level).map((a) => a.id);
