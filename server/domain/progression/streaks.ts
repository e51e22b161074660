/**
 * Streaks: consecutive days, in the player's own timezone, with at least one completion. Pure: the
 * caller passes the moment of the completion.
 *
 * Gentle by design: one missed day is forgiven (a 'rest day'), so a streak only restarts after two
 * or more empty days, and the best streak (`streak`) never decreases.
 */
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

/** The calendar day of `at` in `timeZone`, as a whole number of days since 1970-01-01. */
export function localDayNumber(at: Date, timeZone: string): number {
  // Every zone's offset today is a whole number of minutes, so a local day changes only on a UTC
  // minute: the last answer per zone holds for the rest of its minute (a completion asks twice).
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
  if (lastDays.size >= 1000) lastDays.clear();
  lastDays.set(timeZone, { minute, day });
  return day;
}

const lastDays = new Map<string, { minute: number; day: number }>();

/**
 * One formatter per time zone, made once: building an `Intl.DateTimeFormat` costs about a
 * millisecond, and every completion asks for two days. Zones are a small fixed set (IANA names,
 * validated at the profile), so the cache stays small.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    if (dayFormats.size >= 1000) dayFormats.clear();
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: safeTimeZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const knownZones = new Map<string, string>();

/** The zone itself when the runtime knows it, else UTC (a stored zone is never trusted blindly). */
export function safeTimeZone(timeZone: string): string {
  const known = knownZones.get(timeZone);
  if (known) return known;
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    zone = timeZone;
  } catch {
    // An unknown name falls back to UTC.
  }
  if (knownZones.size < 1000) knownZones.set(timeZone, zone);
  return zone;
}

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
