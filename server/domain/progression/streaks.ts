/**
 * Streaks: consecutive days, in the player's own timezone, with at least one completion. Pure: the
 * caller passes the moment of the completion.
 *
 * Gentle by design: one missed day is forgiven (a 'rest day'), so a streak only restarts after two
 * or more empty days, and the best streak (`streak`) never decreases.
 */
import { localDayNumber } from '../../../protocol/rules/local-day.ts';

/** Where the day rules live now; server modules keep importing them from here. */
export { localDayNumber, safeTimeZone } from '../../../protocol/rules/local-day.ts';
export interface StreakState {
  /** Best streak ever reached. */
  streak: number;
  currentStreak: number;
  /** Completions on the day of `lastCompletedAt`. */
  dailyStreak: number;
  lastCompletedAt: Date | null;
}

/** Days of rest allowed between two active days without breaking the streak. */
export const STREAK_REST_DAYS = 1;

export function recordCompletion(state: StreakState, now: Date, timeZone: string): StreakState {
  const today = localDayNumber(now, timeZone);
  if (!state.lastCompletedAt) {
    return { streak: Math.max(state.streak, 1), currentStreak: 1, dailyStreak: 1, lastCompletedAt: now };
  }
  const lastDay = localDayNumber(state.lastCompletedAt, timeZone);
  const gap = today - lastDay;
  if (gap <= 0) {
    // Same day (or a clock that went backwards): one more completion today, the streak stands.
    return {
      ...state,
      currentStreak: Math.max(state.currentStreak, 1),
      dailyStreak: state.dailyStreak + 1,
      lastCompletedAt: now,
    };
  }
  const currentStreak = gap <= 1 + STREAK_REST_DAYS ? state.currentStreak + 1 : 1;
  return {
    streak: Math.max(state.streak, currentStreak),
    currentStreak,
    dailyStreak: 1,
    lastCompletedAt: now,
  };
}

/** The streak as it stands at `now`: zero once more rest days have passed than are forgiven. */
export function currentStreakAt(state: StreakState, now: Date, timeZone: string): number {
  if (!state.lastCompletedAt) return 0;
  const gap = localDayNumber(now, timeZone) - localDayNumber(state.lastCompletedAt, timeZone);
  return gap <= 1 + STREAK_REST_DAYS ? state.currentStreak : 0;
}
