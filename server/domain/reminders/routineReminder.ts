/**
 * A routine's reminder repeats (DESIGN section 9): at the same local time of day as the one the
 * player set, on each next due day of the routine, in the player's own zone. Pure.
 */
import { localMinuteOfDay } from '../notifications/prefs.ts';
import { localDayNumber } from '../progression/streaks.ts';
import { localDayStart, nextDueDayStart, type Recurrence } from '../quests/routine.ts';

const MINUTE_MS = 60_000;

/**
 * The next time a routine's reminder fires after the one due at `dueAt`: the routine's next due
 * local day, at the local time of day of `dueAt`. A time the clocks skip that day (spring forward)
 * fires just after the jump; a time that happens twice fires at the first.
 */
export function nextRoutineReminder(
  recurrence: Recurrence,
  anchorWeekday: number,
  dueAt: Date,
  timeZone: string,
): Date {
  const day = localDayNumber(nextDueDayStart(recurrence, anchorWeekday, dueAt, timeZone), timeZone);
  return atLocalTime(day, localMinuteOfDay(dueAt, timeZone), dueAt.getTime() % MINUTE_MS, timeZone);
}

/** The instant a local day (days since 1970 in the zone) shows `minute` (0..1439) on the clock. */
export function atLocalTime(day: number, minute: number, extraMs: number, timeZone: string): Date {
  const start = localDayStart(day, timeZone).getTime();
  let at = start + minute * MINUTE_MS + extraMs;
  // A clock change between midnight and that time moves the wall clock: correct by its size.
  const shown = localMinuteOfDay(new Date(at), timeZone);
  if (shown !== minute && localDayNumber(new Date(at), timeZone) === day) {
    const corrected = at - (shown - minute) * MINUTE_MS;
    if (localMinuteOfDay(new Date(corrected), timeZone) === minute) at = corrected;
  }
  return new Date(at);
}

/** Whether a routine completed at `completedAt` is already done for the local day of `at`. */
export const doneOnDayOf = (completedAt: Date | null, at: Date, timeZone: string): boolean =>
  completedAt !== null && localDayNumber(completedAt, timeZone) === localDayNumber(at, timeZone);
