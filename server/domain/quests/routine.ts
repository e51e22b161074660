/**
 * Routines (DESIGN section 9): a quest with a `recurrence` answers completed from its completion
 * until the player's next due local day starts, then it is open again. Pure: the caller passes the
 * moment and the player's zone; nothing here reads a clock.
 */
import { localDayNumber, safeTimeZone, weekdayOfDay } from '../../../protocol/rules/local-day.ts';

export { weekdayOfDay };

export type Recurrence = 'daily' | 'weekdays' | 'weekly';

const DAY_MS = 86_400_000;

/** The weekday (0 = Sunday .. 6) of the local day containing `at` in `timeZone`. */
export function localWeekday(at: Date, timeZone: string): number {
  return weekdayOfDay(localDayNumber(at, timeZone));
}

/** Whether the routine is due on a local day (weekdays: Monday to Friday). */
export function isDueOn(recurrence: Recurrence, anchorWeekday: number, day: number): boolean {
  const weekday = weekdayOfDay(day);
  if (recurrence === 'daily') return true;
  if (recurrence === 'weekdays') return weekday >= 1 && weekday <= 5;
  return weekday === anchorWeekday;
}

/**
 * The start (local midnight in `timeZone`, as a UTC instant) of the next due local day strictly
 * after the local day that contains `after`. `anchorWeekday` (0 = Sunday .. 6) matters only for
 * weekly routines.
 */
export function nextDueDayStart(
  recurrence: Recurrence,
  anchorWeekday: number,
  after: Date,
  timezone: string,
): Date {
  const zone = safeTimeZone(timezone);
  const today = localDayNumber(after, zone);
  let day = today + 1;
  // Every recurrence is due at least once in any seven consecutive days.
  while (!isDueOn(recurrence, anchorWeekday, day) && day < today + 7) day += 1;
  return localDayStart(day, zone);
}

/**
 * The first instant of a local day. A midnight the clocks skip (a spring-forward at 00:00) starts
 * the day at the moment of the jump; a midnight that happens twice (a fall-back to 00:00) starts it
 * at the first of the two.
 */
export function localDayStart(day: number, timeZone: string): Date {
  const zone = safeTimeZone(timeZone);
  /** Local midnight written as if it were UTC: the wall clock reading we look for. */
  const wall = day * DAY_MS;
  // The offsets in force a day before and a day after cover any transition near that midnight.
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = [wall - before, wall - after].filter((t) => wallClock(t, zone) === wall);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Midnight does not exist: the clocks jump forward over it, at the instant the old offset
  // would have shown midnight.
  return new Date(wall - before);
}

/** The zone's offset from UTC at an instant, in milliseconds (local wall clock minus UTC). */
function offsetAt(instant: number, zone: string): number {
  return wallClock(instant, zone) - instant;
}

/** The local wall clock reading of an instant, expressed as milliseconds as if it were UTC. */
function wallClock(instant: number, zone: string): number {
  const parts = wallFormat(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const seconds = Math.floor(instant / 1000) * 1000;
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) +
    (instant - seconds)
  );
}

/** One formatter per zone, made once (building one costs about a millisecond). */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    if (wallFormats.size >= 1000) wallFormats.clear();
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallFormats.set(zone, format);
  }
  return format;
}

export interface RoutineState {
  completed: boolean;
  /** While completed: when it opens again (the start of the next due local day); else null. */
  nextOpenAt: Date | null;
}

/**
 * Whether a routine answers completed at `now`: from its last completion until the start of its
 * next due local day. Nothing is stored per day; a routine that was never done, or whose day has
 * come again, is open.
 */
export function routineState(
  recurrence: Recurrence,
  anchorWeekday: number,
  lastCompletedAt: Date | null,
  now: Date,
  timezone: string,
): RoutineState {
  if (!lastCompletedAt) return { completed: false, nextOpenAt: null };
  const nextOpenAt = nextDueDayStart(recurrence, anchorWeekday, lastCompletedAt, timezone);
  return nextOpenAt.getTime() > now.getTime()
    ? { completed: true, nextOpenAt }
    : { completed: false, nextOpenAt: null };
}

/** What a quest row holds about its rhythm. */
export interface RoutineFields {
  recurrence: Recurrence | null | undefined;
  /** Local weekday of its creation or last edit; rows from before it was kept read `createdAt`. */
  recurrenceAnchor: number | null | undefined;
  /** A routine's last completion. */
  completedAt: Date | null | undefined;
  createdAt: Date;
}

/** A quest's routine state at `now` in its owner's zone; null for a one-off quest. */
export function questRoutineState(quest: RoutineFields, now: Date, timezone: string): RoutineState | null {
  if (!quest.recurrence) return null;
  const anchor = quest.recurrenceAnchor ?? localWeekday(quest.createdAt, timezone);
  return routineState(quest.recurrence, anchor, quest.completedAt ?? null, now, timezone);
}
