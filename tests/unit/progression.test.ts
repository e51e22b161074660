import { describe, expect, it } from 'vitest';
import {
  levelProgressPercent,
  masteryRate,
  nextMilestone,
  todaysProgressPercent,
} from '../../protocol/rules/progress.ts';
import {
  classTitleForLevel,
  experienceForNextLevel,
  unlockedAbilities,
} from '../../protocol/rules/progression.ts';
import { addExperience } from '../../server/domain/progression/levels.ts';
import {
  currentStreakAt,
  localDayNumber,
  recordCompletion,
  type StreakState,
} from '../../server/domain/progression/streaks.ts';

describe('experienceForNextLevel', () => {
  it.each([
    [1, 75],
    [2, 109],
    [3, 148],
    [4, 191],
    [5, 236],
    [10, 494],
    [20, 1107],
    [50, 3373],
  ])('level %i needs %i', (level, needed) => {
    expect(experienceForNextLevel(level)).toBe(needed);
    expect(needed).toBe(Math.floor(50 + 25 * level ** 1.25));
  });
});

describe('addExperience', () => {
  it.each([
    // [level, experience, gained] -> [level, experience, experienceToNext, levelsGained]
    [1, 0, 0, 1, 0, 75, 0],
    [1, 0, 74, 1, 74, 75, 0],
    [1, 0, 75, 2, 0, 109, 1], // exactly the threshold
    [1, 74, 1, 2, 0, 109, 1],
    [1, 70, 10, 2, 5, 109, 1], // carry-over
    [1, 0, 75 + 109, 3, 0, 148, 2], // two levels at once, exactly
    [1, 0, 75 + 109 + 148 + 10, 4, 10, 191, 3], // three levels and a rest
    [5, 235, 1, 6, 0, experienceForNextLevel(6), 1],
    [3, 10, -50, 3, 10, 148, 0], // never takes progress away
  ])(
    'level %i with %i xp gaining %i -> level %i, %i/%i (+%i)',
    (level, xp, gained, l2, x2, next, gainedLevels) => {
      expect(addExperience({ level, experience: xp }, gained)).toEqual({
        level: l2,
        experience: x2,
        experienceToNext: next,
        levelsGained: gainedLevels,
      });
    },
  );
});

describe('class titles and abilities', () => {
  it.each([
    [1, 'Novice Adventurer'],
    [5, 'Novice Adventurer'],
    [6, 'Task Warrior'],
    [10, 'Task Warrior'],
    [11, 'Focus Guardian'],
    [16, 'Productivity Paladin'],
    [21, 'Master Organizer'],
    [26, 'Legendary Hero'],
    [30, 'Legendary Hero'],
    [99, 'Legendary Hero'],
  ])('level %i is %s', (level, title) => {
    expect(classTitleForLevel(level)).toBe(title);
  });

  it.each([
    [4, []],
    [5, ['focus-shield']],
    [10, ['focus-shield', 'productivity-boost']],
    [15, ['focus-shield', 'productivity-boost', 'double-xp']],
    [20, ['focus-shield', 'productivity-boost', 'double-xp', 'team-leader']],
  ])('level %i unlocks %j', (level, abilities) => {
    expect(unlockedAbilities(level)).toEqual(abilities);
  });
});

describe('streaks', () => {
  const fresh: StreakState = { streak: 0, currentStreak: 0, dailyStreak: 0, lastCompletedAt: null };
  const at = (iso: string) => new Date(iso);

  it('starts at one and counts completions within the same local day', () => {
    const s1 = recordCompletion(fresh, at('2026-03-10T08:00:00Z'), 'UTC');
    expect(s1).toMatchObject({ streak: 1, currentStreak: 1, dailyStreak: 1 });
    const s2 = recordCompletion(s1, at('2026-03-10T20:00:00Z'), 'UTC');
    expect(s2).toMatchObject({ streak: 1, currentStreak: 1, dailyStreak: 2 });
  });

  it.each([
    // Two completions 20 minutes apart across UTC midnight: a new day in UTC and in Berlin (UTC+1 in
    // March) only when local midnight lies between them.
    ['UTC', '2026-03-10T23:50:00Z', '2026-03-11T00:10:00Z', 2],
    ['Europe/Berlin', '2026-03-10T23:50:00Z', '2026-03-11T00:10:00Z', 1], // 00:50 and 01:10 local: same day
    ['Europe/Berlin', '2026-03-10T22:50:00Z', '2026-03-10T23:10:00Z', 2], // 23:50 and 00:10 local
    ['America/New_York', '2026-03-11T03:50:00Z', '2026-03-11T04:10:00Z', 2], // 23:50 and 00:10 local (UTC-4, DST)
    ['America/New_York', '2026-03-10T23:50:00Z', '2026-03-11T00:10:00Z', 1], // 19:50 and 20:10 local
  ])('in %s, %s then %s gives a streak of %i', (tz, first, second, expected) => {
    const s = recordCompletion(recordCompletion(fresh, at(first), tz), at(second), tz);
    expect(s.currentStreak).toBe(expected);
  });

  it('forgives one rest day, restarts after two, and never lowers the best streak', () => {
    let s = recordCompletion(fresh, at('2026-03-01T12:00:00Z'), 'UTC');
    s = recordCompletion(s, at('2026-03-02T12:00:00Z'), 'UTC');
    s = recordCompletion(s, at('2026-03-04T12:00:00Z'), 'UTC'); // skipped the 3rd
    expect(s).toMatchObject({ currentStreak: 3, streak: 3 });
    expect(currentStreakAt(s, at('2026-03-06T09:00:00Z'), 'UTC')).toBe(3);
    expect(currentStreakAt(s, at('2026-03-07T09:00:00Z'), 'UTC')).toBe(0);
    s = recordCompletion(s, at('2026-03-08T12:00:00Z'), 'UTC'); // skipped two days
    expect(s).toMatchObject({ currentStreak: 1, streak: 3, dailyStreak: 1 });
  });

  it('answers the new day from the first millisecond after local midnight, asked in the same minute and out of order', () => {
    // Berlin (UTC+1 in March) and Kathmandu (UTC+5:45): midnight falls on a UTC minute either way.
    expect(localDayNumber(at('2026-03-10T22:59:59.999Z'), 'Europe/Berlin')).toBe(
      localDayNumber(at('2026-03-10T12:00:00Z'), 'UTC'),
    );
    expect(localDayNumber(at('2026-03-10T23:00:00.000Z'), 'Europe/Berlin')).toBe(
      localDayNumber(at('2026-03-11T12:00:00Z'), 'UTC'),
    );
    expect(localDayNumber(at('2026-03-10T22:59:30.000Z'), 'Europe/Berlin')).toBe(
      localDayNumber(at('2026-03-10T12:00:00Z'), 'UTC'),
    );
    expect(localDayNumber(at('2026-03-10T18:15:00.000Z'), 'Asia/Kathmandu')).toBe(
      localDayNumber(at('2026-03-11T12:00:00Z'), 'UTC'),
    );
    expect(localDayNumber(at('2026-03-10T18:14:59.999Z'), 'Asia/Kathmandu')).toBe(
      localDayNumber(at('2026-03-10T12:00:00Z'), 'UTC'),
    );
  });

  it('treats an unknown timezone as UTC', () => {
    expect(localDayNumber(at('2026-03-10T23:59:00Z'), 'Not/AZone')).toBe(
      localDayNumber(at('2026-03-10T00:00:00Z'), 'UTC'),
    );
  });
});

describe('display rules', () => {
  it.each([
    [0, 100],
    [99, 100],
    [100, 250],
    [249, 250],
    [250, 500],
    [999, 1000],
    [1000, 2500],
    [2500, 5000],
    [9000, 5000],
  ])('next milestone above %i points is %i', (points, milestone) => {
    expect(nextMilestone(points)).toBe(milestone);
  });

  it('rounds the mastery rate and guards empty catalogues', () => {
    expect(masteryRate(1, 3)).toBe(33);
    expect(masteryRate(2, 3)).toBe(67);
    expect(masteryRate(0, 0)).toBe(0);
  });

  it('computes the bars', () => {
    expect(levelProgressPercent(30, 75)).toBe(40);
    expect(levelProgressPercent(0, 0)).toBe(0);
    expect(todaysProgressPercent(1, 3)).toBe(25);
    expect(todaysProgressPercent(0, 0)).toBe(0);
  });
});
