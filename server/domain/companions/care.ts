/** Companion care (spec 000 section 9: level goal (level + 1) x 100). Pure. */

export const companionExperienceToNext = (level: number): number => (level + 1) * 100;

export const MAX_HAPPINESS = 100;

/** Feeding with gold costs this much and gives this much. */
export const FEED_GOLD_COST = 10;
export const FEED_WITH_GOLD = { happiness: 15, experience: 10 } as const;

export interface CompanionState {
  level: number;
  experience: number;
  happiness: number;
}

/** Adds happiness (capped) and experience with carry-over across companion levels. */
export function feedCompanion(state: CompanionState, gain: { happiness: number; experience: number }) {
  let level = state.level;
  let experience = state.experience + Math.max(0, gain.experience);
  let levelsGained = 0;
  while (experience >= companionExperienceToNext(level)) {
    experience -= companionExperienceToNext(level);
    level += 1;
    levelsGained += 1;
  }
  return {
    level,
    experience,
    happiness: Math.min(MAX_HAPPINESS, state.happiness + Math.max(0, gain.happiness)),
    levelsGained,
  };
}

/** What each companion kind can do; the first two are shown on its card. */
export const COMPANION_ABILITIES: Record<string, string[]> = {
  'fire-dragon': ['Ember Courage', 'Boss Scorch', 'Warm Hearth'],
  'ice-wolf': ['Cool Head', 'Pack Focus', 'Frost Guard'],
  'healing-cat': ['Gentle Purr', 'Restful Nap', 'Soft Landing'],
  'storm-eagle': ['Swift Start', 'Sky View', 'Thunder Strike'],
  'shadow-raven': ['Quiet Focus', 'Night Watch', 'Secret Path'],
  'crystal-unicorn': ['Bright Idea', 'Lucky Charm', 'Clear Mind'],
};
