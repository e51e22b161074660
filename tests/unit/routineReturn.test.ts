import { describe, expect, it } from 'vitest';
import { type RoutineReturn, routineReturn } from '../../protocol/rules/routine-return.ts';
import { nextDueDayStart, type Recurrence } from '../../server/domain/quests/routine.ts';

/** 0 = Sunday .. 6 = Saturday */
const SUN = 0;
const MON = 1;
const WED = 3;

/**
 * A card's 'Back …' from the completion on: the server's next open moment for the routine, then the
 * words counted in the player's zone from a moment the card is looked at.
 */
describe('routineReturn: when a completed routine comes back', () => {
  it.each<[string, Recurrence, number, string, string, string, RoutineReturn]>([
    [
      'daily, done in the morning: tomorrow',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-01-14T08:00:00Z',
      '2026-01-14T08:00:00Z',
      { when: 'tomorrow' },
    ],
    [
      'daily, done a minute before local midnight: still tomorrow',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-01-14T22:59:00Z',
      '2026-01-14T22:59:00Z',
      { when: 'tomorrow' },
    ],
    [
      'weekdays, done on Friday: Monday, across the week end',
      'weekdays',
      SUN,
      'Europe/Zurich',
      '2026-01-16T09:00:00Z',
      '2026-01-16T09:00:00Z',
      { when: 'weekday', weekday: MON },
    ],
    [
      'weekdays, done on Friday, looked at on Sunday: tomorrow',
      'weekdays',
      SUN,
      'Europe/Zurich',
      '2026-01-16T09:00:00Z',
      '2026-01-18T12:00:00Z',
      { when: 'tomorrow' },
    ],
    [
      'weekly on Wednesday, done on Wednesday: the next Wednesday',
      'weekly',
      WED,
      'Europe/Zurich',
      '2026-01-14T09:00:00Z',
      '2026-01-14T09:00:00Z',
      { when: 'weekday', weekday: WED },
    ],
    [
      'daily, done the evening before spring-forward (a 23-hour day follows): tomorrow',
      'daily',
      SUN,
      'Europe/Zurich',
      '2026-03-28T21:30:00Z',
      '2026-03-28T21:30:00Z',
      { when: 'tomorrow' },
    ],
    [
      'weekdays, done on the Friday before spring-forward: Monday',
      'weekdays',
      SUN,
      'Europe/Zurich',
      '2026-03-27T16:00:00Z',
      '2026-03-27T16:00:00Z',
      { when: 'weekday', weekday: MON },
    ],
    [
      'daily in São Paulo, where a spring-forward skips midnight itself: tomorrow',
      'daily',
      SUN,
      'America/Sao_Paulo',
      '2018-11-03T12:00:00Z',
      '2018-11-03T12:00:00Z',
      { when: 'tomorrow' },
    ],
    [
      // Auckland is UTC+13 in January: local Friday 08:00 is Thursday 19:00 in UTC, and the Monday
      // it comes back starts on Sunday in UTC. Counted in UTC it would read 'Sunday'.
      'weekdays in Auckland, done on local Friday (still Thursday in UTC): Monday',
      'weekdays',
      SUN,
      'Pacific/Auckland',
      '2026-01-15T19:00:00Z',
      '2026-01-15T19:00:00Z',
      { when: 'weekday', weekday: MON },
    ],
    [
      'daily in Auckland, done at 09:00 local (the evening before in UTC): tomorrow',
      'daily',
      SUN,
      'Pacific/Auckland',
      '2026-01-14T20:00:00Z',
      '2026-01-14T20:00:00Z',
      { when: 'tomorrow' },
    ],
  ])('%s', (_name, recurrence, anchor, zone, completedAt, now, expected) => {
    const nextOpenAt = nextDueDayStart(recurrence, anchor, new Date(completedAt), zone);
    expect(routineReturn(nextOpenAt, new Date(now), zone)).toEqual(expected);
  });

  it('a moment already on today’s date reads today; more than a week away, a date', () => {
    const zone = 'Europe/Zurich';
    // Local midnight of 15 January, looked at during that day (a card not yet read again).
    expect(routineReturn(new Date('2026-01-14T23:00:00Z'), new Date('2026-01-15T06:00:00Z'), zone)).toEqual({
      when: 'today',
    });
    expect(routineReturn(new Date('2026-01-24T23:00:00Z'), new Date('2026-01-15T06:00:00Z'), zone)).toEqual({
      when: 'date',
    });
  });

  it('an unknown zone counts in UTC', () => {
    expect(
      routineReturn(new Date('2026-01-15T00:00:00Z'), new Date('2026-01-14T23:30:00Z'), 'Mars/Olympus'),
    ).toEqual({ when: 'tomorrow' });
  });
});
