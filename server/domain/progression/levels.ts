import { experienceForNextLevel } from '../../../protocol/rules/progression.ts';

/**
 * Levelling up along the curve of protocol/rules/progression.ts. `experience` on a player is progress
 * within the current level; `experienceToNext` is the whole requirement of that level. Pure.
 */

export interface LevelState {
  level: number;
  experience: number;
}

export interface LevelResult extends LevelState {
  experienceToNext: number;
  levelsGained: number;
}

/**
 * Adds experience with carry-over: surplus beyond a level's requirement counts toward the next,
 * and one large reward can raise several levels. Negative amounts are ignored: progress is never
 * taken away by this rule.
 */
export function addExperience(state: LevelState, gained: number): LevelResult {
  let level = Math.max(1, Math.floor(state.level));
  let experience = Math.max(0, Math.floor(state.experience)) + Math.max(0, Math.floor(gained));
  let levelsGained = 0;
  let needed = experienceForNextLevel(level);
  while (experience >= needed) {
    experience -= needed;
    level += 1;
    levelsGained += 1;
    needed = experienceForNextLevel(level);
  }
  return { level, experience, experienceToNext: needed, levelsGained };
}
