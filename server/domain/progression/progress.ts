import { classTitleForLevel } from '../../../protocol/rules/progression.ts';
import { addExperience } from './levels.ts';
import { recordCompletion } from './streaks.ts';

/** The player figures one gain changes. */
export interface ProgressState {
  level: number;
  experience: number;
  gold: number;
  points: number;
  totalPoints: number;
  streak: number;
  currentStreak: number;
  dailyStreak: number;
  lastQuestCompleted?: Date | null | undefined;
  timezone: string;
}

export interface Gain {
  experience: number;
  gold: number;
  points: number;
}

export interface ProgressOutcome {
  level: number;
  experience: number;
  experienceToNext: number;
  characterClass: string;
  gold: number;
  points: number;
  totalPoints: number;
  streak: number;
  currentStreak: number;
  dailyStreak: number;
  lastQuestCompleted: Date | null;
  levelsGained: number;
}

/**
 * One gain applied to a player's figures: experience with level carry-over, gold, points, the class
 * title and, for the player's own completion (not a reward shared by the party), the streak in
 * their timezone. Nothing here can lower a value. Pure: both the completion's statements and the
 * other gains (`grantProgress`) take their figures from it.
 */
export function progressAfter(
  state: ProgressState,
  gain: Gain,
  now: Date,
  options: { completion: boolean },
): ProgressOutcome {
  const levels = addExperience(state, gain.experience);
  const before = {
    streak: state.streak,
    currentStreak: state.currentStreak,
    dailyStreak: state.dailyStreak,
    lastCompletedAt: state.lastQuestCompleted ?? null,
  };
  const streak = options.completion ? recordCompletion(before, now, state.timezone) : before;
  return {
    level: levels.level,
    experience: levels.experience,
    experienceToNext: levels.experienceToNext,
    characterClass: classTitleForLevel(levels.level),
    gold: state.gold + Math.max(0, gain.gold),
    points: state.points + Math.max(0, gain.points),
    totalPoints: state.totalPoints + Math.max(0, gain.points),
    streak: streak.streak,
    currentStreak: streak.currentStreak,
    dailyStreak: streak.dailyStreak,
    lastQuestCompleted: streak.lastCompletedAt,
    levelsGained: levels.levelsGained,
  };
}
