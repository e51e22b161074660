import { describe, expect, it } from 'vitest';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import {
  isDueOn,
  localDayStart,
  localWeekday,
  nextDueDayStart,
  type Recurrence,
  routineState,
} from '../../server/domain/quests/routine.ts';

/** 0 = Sunday .. 6 = Saturday */
const SUN = 0;
const WED = 3;
const FRI = 5;

describe('nextDueDayStart', () => {
  it.each<[string, Recurrence, number, string, string, string]>([
    // Europe/Zurich: +01:00 in winter, +02:00 in summer; the clocks move at 02:00/03:00, never at midnight.
    [
      'Zurich, ordinary winter day',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-01-14T10:00:00Z',
      '2026-01-14T23:00:00.000Z',
    ],
    [
      'Zurich, late evening already counts as that day',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-01-14T22:59:59Z',
      '2026-01-14T23:00:00.000Z',
    ],
    [
      'Zurich, just after local midnight',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-01-14T23:00:00Z',
      '2026-01-15T23:00:00.000Z',
    ],
    [
      'Zurich, the day before spring-forward (next midnight still +01:00)',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-03-28T12:00:00Z',
      '2026-03-28T23:00:00.000Z',
    ],
    [
      'Zurich, spring-forward day (a 23-hour day, next midnight +02:00)',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-03-29T01:30:00Z',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'Zurich, the day before fall-back (next midnight still +02:00)',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-10-24T12:00:00Z',
      '2026-10-24T22:00:00.000Z',
    ],
    [
      'Zurich, fall-back day (a 25-hour day, next midnight +01:00)',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-10-25T00:30:00Z',
      '2026-10-25T23:00:00.000Z',
    ],
    [
      'Zurich, weekdays from Friday skip to Monday across spring-forward',
      'weekdays',
      SUN,
      'Europe/Zurich',
      '2026-03-27T09:00:00Z',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'Zurich, weekly on Sunday from Saturday',
      'weekly',
      SUN,
      'Europe/Zurich',
      '2026-10-24T09:00:00Z',
      '2026-10-24T22:00:00.000Z',
    ],
    // America/Los_Angeles: -08:00 / -07:00.
    [
      'Los Angeles, evening local is still that day (UTC says tomorrow)',
      'daily',
      SUN,
      'America/Los_Angeles',
      '2026-11-26T06:30:00Z',
      '2026-11-26T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekdays from Friday to Monday',
      'weekdays',
      SUN,
      'America/Los_Angeles',
      '2026-11-27T20:00:00Z',
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekdays from Saturday to Monday',
      'weekdays',
      SUN,
      'America/Los_Angeles',
      '2026-11-28T20:00:00Z',
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekdays from Sunday to Monday',
      'weekdays',
      SUN,
      'America/Los_Angeles',
      '2026-11-29T20:00:00Z',
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekdays from Monday to Tuesday',
      'weekdays',
      SUN,
      'America/Los_Angeles',
      '2026-11-30T20:00:00Z',
      '2026-12-01T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekly Wednesday done on Wednesday waits a week',
      'weekly',
      WED,
      'America/Los_Angeles',
      '2026-11-25T20:00:00Z',
      '2026-12-02T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekly Wednesday done on Thursday waits until Wednesday',
      'weekly',
      WED,
      'America/Los_Angeles',
      '2026-11-26T20:00:00Z',
      '2026-12-02T08:00:00.000Z',
    ],
    [
      'Los Angeles, weekly Wednesday done on Tuesday opens the next day',
      'weekly',
      WED,
      'America/Los_Angeles',
      '2026-11-24T20:00:00Z',
      '2026-11-25T08:00:00.000Z',
    ],
    [
      'Los Angeles, across spring-forward (2026-03-08)',
      'daily',
      SUN,
      'America/Los_Angeles',
      '2026-03-08T20:00:00Z',
      '2026-03-09T07:00:00.000Z',
    ],
    [
      'Los Angeles, across fall-back (2026-11-01)',
      'daily',
      SUN,
      'America/Los_Angeles',
      '2026-11-01T20:00:00Z',
      '2026-11-02T08:00:00.000Z',
    ],
    // Asia/Kathmandu: +05:45 all year.
    [
      'Kathmandu, midnight at 18:15 UTC',
      'daily',
      SUN,
      'Asia/Kathmandu',
      '2026-06-01T12:00:00Z',
      '2026-06-01T18:15:00.000Z',
    ],
    [
      'Kathmandu, early morning local is the next UTC day already',
      'daily',
      SUN,
      'Asia/Kathmandu',
      '2026-06-01T18:15:00Z',
      '2026-06-02T18:15:00.000Z',
    ],
    [
      'Kathmandu, weekdays from Friday to Monday',
      'weekdays',
      SUN,
      'Asia/Kathmandu',
      '2026-11-27T10:00:00Z',
      '2026-11-29T18:15:00.000Z',
    ],
    [
      'Kathmandu, weekly on Friday',
      'weekly',
      FRI,
      'Asia/Kathmandu',
      '2026-11-23T10:00:00Z',
      '2026-11-26T18:15:00.000Z',
    ],
    // Midnights the clocks skip or repeat.
    [
      'Santiago, the skipped midnight (00:00 -> 01:00) starts the day at the jump',
      'daily',
      SUN,
      'America/Santiago',
      '2026-09-05T12:00:00Z',
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Havana, the skipped midnight starts the day at the jump',
      'daily',
      SUN,
      'America/Havana',
      '2026-03-07T18:00:00Z',
      '2026-03-08T05:00:00.000Z',
    ],
    [
      'Havana, a midnight that happens twice starts the day at the first',
      'daily',
      SUN,
      'America/Havana',
      '2026-10-31T18:00:00Z',
      '2026-11-01T04:00:00.000Z',
    ],
    // An unknown zone falls back to UTC rather than failing.
    [
      'unknown zone reads as UTC',
      'daily',
      SUN,
      'Mars/Olympus_Mons',
      '2026-01-14T10:00:00Z',
      '2026-01-15T00:00:00.000Z',
    ],
  ])('%s', (_name, recurrence, anchor, zone, after, expected) => {
    expect(nextDueDayStart(recurrence, anchor, new Date(after), zone).toISOString()).toBe(expected);
  });

  it('always lands on a due day, strictly after the day of `after`, at its first instant', () => {
    const zones = [
      'Europe/Zurich',
      'America/Los_Angeles',
      'Asia/Kathmandu',
      'America/Santiago',
      'Pacific/Chatham',
    ];
    const recurrences: Recurrence[] = ['daily', 'weekdays', 'weekly'];
    for (const zone of zones) {
      for (const recurrence of recurrences) {
        for (let hour = 0; hour < 24 * 400; hour += 31) {
          const after = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
          const anchor = hour % 7;
          const next = nextDueDayStart(recurrence, anchor, after, zone);
          const day = localDayNumber(next, zone);
          expect(day).toBeGreaterThan(localDayNumber(after, zone));
          expect(day - localDayNumber(after, zone)).toBeLessThanOrEqual(7);
          expect(isDueOn(recurrence, anchor, day)).toBe(true);
          // A second earlier already belongs to the day before.
          expect(localDayNumber(new Date(next.getTime() - 1000), zone)).toBe(day - 1);
        }
      }
    }
  });
});

describe('isDueOn and localWeekday', () => {
  it('reads the weekday in the player zone', () => {
    // 2026-11-27 23:30 UTC: Friday in London, already Saturday in Kathmandu.
    const at = new Date('2026-11-27T23:30:00Z');
    expect(localWeekday(at, 'Europe/London')).toBe(FRI);
    expect(localWeekday(at, 'Asia/Kathmandu')).toBe(6);
  });

  it('weekdays are Monday to Friday', () => {
    const monday = localDayNumber(new Date('2026-11-23T12:00:00Z'), 'UTC');
    const due = [0, 1, 2, 3, 4, 5, 6].map((i) => isDueOn('weekdays', SUN, monday + i));
    expect(due).toEqual([true, true, true, true, true, false, false]);
  });

  it('the start of a local day is its midnight in ordinary days', () => {
    const day = localDayNumber(new Date('2026-07-01T12:00:00Z'), 'Asia/Kathmandu');
    expect(localDayStart(day, 'Asia/Kathmandu').toISOString()).toBe('2026-06-30T18:15:00.000Z');
  });
});

describe('routineState', () => {
  const zone = 'Europe/Zurich';
  it.each<[string, Recurrence, string | null, string, boolean, string | null]>([
    ['never done: open', 'daily', null, '2026-01-14T10:00:00Z', false, null],
    [
      'done this morning: completed until local midnight',
      'daily',
      '2026-01-14T07:00:00Z',
      '2026-01-14T22:59:59Z',
      true,
      '2026-01-14T23:00:00.000Z',
    ],
    [
      'at the next local midnight: open again',
      'daily',
      '2026-01-14T07:00:00Z',
      '2026-01-14T23:00:00Z',
      false,
      null,
    ],
    [
      'weekdays done on Friday: still completed on Sunday',
      'weekdays',
      '2026-01-16T07:00:00Z',
      '2026-01-18T20:00:00Z',
      true,
      '2026-01-18T23:00:00.000Z',
    ],
    [
      'weekdays done on Friday: open on Monday',
      'weekdays',
      '2026-01-16T07:00:00Z',
      '2026-01-19T06:00:00Z',
      false,
      null,
    ],
    ['done days ago: open', 'daily', '2026-01-10T07:00:00Z', '2026-01-14T10:00:00Z', false, null],
  ])('%s', (_name, recurrence, last, now, completed, nextOpenAt) => {
    const state = routineState(recurrence, SUN, last ? new Date(last) : null, new Date(now), zone);
    expect(state.completed).toBe(completed);
    expect(state.nextOpenAt?.toISOString() ?? null).toBe(nextOpenAt);
  });
});
