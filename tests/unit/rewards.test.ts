import { describe, expect, it } from 'vitest';
import { DAMAGE_MULTIPLIERS } from '../../protocol/rules/combat.ts';
import {
  ACHIEVEMENTS,
  type AchievementStats,
  newlyEarned,
} from '../../server/domain/achievements/catalogue.ts';
import {
  focusElapsedSeconds,
  focusRemainingSeconds,
  isFocusComplete,
} from '../../server/domain/focus/timer.ts';
import { NO_MODIFIERS, questRewards, TASK_POINTS } from '../../server/domain/quests/rewards.ts';

describe('quest rewards', () => {
  it.each([
    ['easy', 10, 5],
    ['medium', 25, 15],
    ['hard', 50, 30],
    ['legendary', 100, 75],
  ] as const)('%s gives %i XP and %i gold', (difficulty, xp, gold) => {
    expect(questRewards(difficulty, NO_MODIFIERS)).toEqual({ experience: xp, gold });
  });

  it.each([
    [{ xpMultiplier: 1.15, coinMultiplier: 1, hasActiveCompanion: false }, 'legendary', 115, 75],
    [{ xpMultiplier: 1, coinMultiplier: 1.1, hasActiveCompanion: false }, 'hard', 50, 33],
    [{ xpMultiplier: 1, coinMultiplier: 1, hasActiveCompanion: true }, 'medium', 27, 15],
    [{ xpMultiplier: 1.05, coinMultiplier: 1.05, hasActiveCompanion: true }, 'legendary', 115, 78],
    // A consumable boost stacks with equipment.
    [{ xpMultiplier: 1, coinMultiplier: 1, hasActiveCompanion: false, goldBoost: 1.5 }, 'easy', 10, 7],
    [{ xpMultiplier: 1, coinMultiplier: 1, hasActiveCompanion: true, xpBoost: 1.2 }, 'hard', 66, 30],
    // Multipliers below one never reduce a reward.
    [{ xpMultiplier: 0.5, coinMultiplier: 0.5, hasActiveCompanion: false }, 'easy', 10, 5],
  ] as const)('applies equipment and companion bonuses %j to %s', (mods, difficulty, xp, gold) => {
    expect(questRewards(difficulty, mods)).toEqual({ experience: xp, gold });
  });

  it('has the task points and damage multipliers of the spec', () => {
    expect(TASK_POINTS).toEqual({ low: 5, medium: 10, high: 15 });
    expect(DAMAGE_MULTIPLIERS).toEqual({ easy: 1, medium: 1, hard: 1.5, legendary: 2 });
  });
});

describe('achievements', () => {
  const zero: AchievementStats = {
    questsCompleted: 0,
    hardQuestsCompleted: 0,
    legendaryQuestsCompleted: 0,
    completionsToday: 0,
    tasksCompleted: 0,
    highPriorityTasksCompleted: 0,
    focusSessionsCompleted: 0,
    level: 1,
    currentStreak: 0,
    inParty: 0,
    bossesDefeated: 0,
    bossDamage: 0,
    itemsOwned: 0,
    companionsOwned: 0,
  };

  it('has at least 20 entries with unique ids and every text in four languages', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      for (const lang of ['en', 'es', 'fr', 'de'] as const) {
        expect(a[lang].title.length).toBeGreaterThan(0);
        expect(a[lang].description.length).toBeGreaterThan(0);
      }
    }
  });

  it('unlocks exactly at the target and never twice', () => {
    expect(newlyEarned(zero, new Set())).toEqual([]);
    const one = newlyEarned({ ...zero, questsCompleted: 1 }, new Set()).map((a) => a.id);
    expect(one).toEqual(['first-quest']);
    expect(newlyEarned({ ...zero, questsCompleted: 1 }, new Set(['first-quest']))).toEqual([]);
    const five = newlyEarned({ ...zero, questsCompleted: 5 }, new Set(['first-quest'])).map((a) => a.id);
    expect(five).toEqual(['quest-apprentice']);
    const big = newlyEarned({ ...zero, level: 20, currentStreak: 7 }, new Set()).map((a) => a.id);
    expect(big).toEqual(expect.arrayContaining(['level-5', 'level-10', 'level-20', 'streak-3', 'streak-7']));
    expect(big).not.toContain('streak-30');
  });
});

describe('focus timer', () => {
  const start = new Date('2026-05-01T10:00:00Z');
  const plus = (s: number) => new Date(start.getTime() + s * 1000);

  it('counts running time, banks it while paused, and ends at the duration', () => {
    const running = { durationSeconds: 1500, elapsedSeconds: 0, runningSince: start };
    expect(focusElapsedSeconds(running, plus(60))).toBe(60);
    expect(focusRemainingSeconds(running, plus(60))).toBe(1440);
    const paused = { durationSeconds: 1500, elapsedSeconds: 600, runningSince: null };
    expect(focusElapsedSeconds(paused, plus(10_000))).toBe(600);
    expect(isFocusComplete(paused, plus(10_000))).toBe(false);
    expect(isFocusComplete(running, plus(1497))).toBe(false);
    expect(isFocusComplete(running, plus(1498))).toBe(true);
    expect(focusElapsedSeconds(running, plus(5000))).toBe(1500);
  });
});
