/**
 * When a completed routine comes back, in the words a card uses: 'Back tomorrow', 'Back Monday',
 * 'Back 12 March'. The moment itself is the server's (`nextOpenAt`, the start of the player's next
 * due local day, server/domain/quests/routine.ts); this counts the player's local days from now to
 * it, in the player's time zone. Pure: the caller passes the moment and the zone.
 */
import { localDayNumber, safeTimeZone, weekdayOfDay } from './local-day.ts';

/** A routine that comes back within a week is named by its weekday; later, by its date. */
const WEEKDAY_WITHIN_DAYS = 7;

export type RoutineReturn =
  | { when: 'today' }
  | { when: 'tomorrow' }
  /** `weekday`: 0 = Sunday .. 6 = Saturday, of the day it comes back on. */
  | { when: 'weekday'; weekday: number }
  | { when: 'date' };

export function routineReturn(nextOpenAt: Date, now: Date, timeZone: string): RoutineReturn {
  const zone = safeTimeZone(timeZone);
  const day = localDayNumber(nextOpenAt, zone);
  const days = day - localDayNumber(now, zone);
  if (days <= 0) return { when: 'today' };
  if (days === 1) return { when: 'tomorrow' };
  if (days <= WEEKDAY_WITHIN_DAYS) return { when: 'weekday', weekday: weekdayOfDay(day) };
  return { when: 'date' };
}
