import { describe, expect, it } from 'vitest';
import { bossDamage, hitFactor } from '../../protocol/rules/combat.ts';
import { questAbilityFactors } from '../../server/domain/abilities/effects.ts';
import {
  afterStrike,
  dayStartHealth,
  healed,
  isLowHealth,
  type StrikeContext,
  strikeBack,
} from '../../server/domain/health/strikes.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { NO_MODIFIERS, questRewards } from '../../server/domain/quests/rewards.ts';

const withAbilities = (
  level: number,
  first: boolean,
  difficulty: 'easy' | 'medium' | 'hard' | 'legendary',
) => {
  const f = questAbilityFactors(level, first);
  return questRewards(difficulty, { ...NO_MODIFIERS, abilityXp: f.experience, abilityGold: f.gold });
};

describe('abilities on quest rewards (DESIGN 11)', () => {
  it.each([
    // level, first quest of the day, difficulty, experience, gold
    [9, true, 'medium', 25, 15],
    [10, true, 'medium', 25, 16], // Productivity Boost: 15 x 1.1 = 16.5, rounded down
    [10, false, 'easy', 10, 5], // 5 x 1.1 = 5.5 -> 5
    [10, false, 'hard', 50, 33],
    [10, false, 'legendary', 100, 82],
    [14, true, 'easy', 10, 5],
    [15, true, 'easy', 20, 5], // Double XP on the first quest of the day
    [15, false, 'easy', 10, 5],
    [15, true, 'legendary', 200, 82],
  ] as const)('level %i, first of day %s, %s: %i XP and %i gold', (level, first, difficulty, xp, gold) => {
    expect(withAbilities(level, first, difficulty)).toEqual({ experience: xp, gold });
  });

  it('stacks with the other multipliers by multiplication, rounded down once', () => {
    // Companion x1.1 and Double XP x2 on a medium quest: 25 x 1.1 x 2 = 55.
    expect(
      questRewards('medium', {
        ...NO_MODIFIERS,
        hasActiveCompanion: true,
        abilityXp: 2,
        abilityGold: 1.1,
        goldBoost: 1.5,
      }),
    ).toEqual({ experience: 55, gold: 24 }); // 15 x 1.5 x 1.1 = 24.75
  });
});

describe('boss hits: companion, low health, Team Leader', () => {
  const none = { hasActiveCompanion: false, lowHealth: false, teamLeader: false };
  it.each([
    [none, 'easy', 100],
    [{ ...none, teamLeader: true }, 'easy', 110],
    [{ ...none, hasActiveCompanion: true }, 'easy', 105],
    [{ ...none, lowHealth: true }, 'easy', 50],
    [{ hasActiveCompanion: true, lowHealth: true, teamLeader: true }, 'easy', 57], // 57.75
    [{ ...none, teamLeader: true }, 'legendary', 220],
    [{ ...none, teamLeader: true }, 'hard', 165],
  ] as const)('%o on %s from power 100: %i', (conditions, difficulty, damage) => {
    expect(bossDamage(100, difficulty, hitFactor(conditions))).toBe(damage);
  });
  it('Team Leader on power 10: exactly 11, not 10.999', () => {
    expect(bossDamage(10, 'easy', hitFactor({ ...none, teamLeader: true }))).toBe(11);
  });
  it.each([
    [29, 100, true],
    [30, 100, false],
    [1, 5, true],
  ])('health %i of %i is low: %s', (health, max, low) => {
    expect(isLowHealth(health, max)).toBe(low);
  });
});

describe('the strike back (gentle)', () => {
  const today = 20_000;
  const base: StrikeContext = {
    resting: false,
    today,
    bossSince: today - 5,
    memberSince: today - 5,
    partyHitDays: [today - 2],
    shielded: false,
    hasActiveCompanion: false,
    maxHealth: 100,
  };
  it.each([
    ['a party that left its boss alone all yesterday', base, 10],
    ['with an active companion (halved)', { ...base, hasActiveCompanion: true }, 5],
    ['in rest mode', { ...base, resting: true }, 0],
    ['behind Focus Shield after a focused day', { ...base, shielded: true }, 0],
    ['when the party hit yesterday', { ...base, partyHitDays: [today - 1] }, 0],
    ['when the boss appeared only yesterday', { ...base, bossSince: today - 1 }, 0],
    ['when the member joined only yesterday', { ...base, memberSince: today - 1 }, 0],
    ['without a living boss', { ...base, bossSince: null }, 0],
    ['at least 1 on a tiny max health', { ...base, maxHealth: 5 }, 1],
  ])('%s: %i', (_, context, strike) => {
    expect(strikeBack(context)).toBe(strike);
  });
  it('never leaves less than 1 health, and healing never passes max', () => {
    expect(afterStrike(5, 10)).toBe(1);
    expect(afterStrike(1, 10)).toBe(1);
    expect(afterStrike(50, 0)).toBe(50);
    expect(healed(95, 100, 10)).toBe(100);
    expect(healed(40, 100, 30)).toBe(70);
  });
  it.each([
    ['full health, struck: the heal is capped, the strike shows', 100, 10, 90],
    ['full health, no strike', 100, 0, 100],
    ['95, struck', 95, 10, 90],
    ['50, struck: the heal and the strike even out', 50, 10, 50],
    ['50, no strike: the day heals 10', 50, 0, 60],
    ['50, struck with a companion (5)', 50, 5, 55],
    ['1, struck: never below 1', 1, 10, 1],
  ])('the start of a day: %s', (_, health, strike, after) => {
    expect(dayStartHealth(health, 100, strike)).toBe(after);
  });
  it('the start of a day never leaves less than 1 on a tiny max health', () => {
    expect(dayStartHealth(1, 5, 1)).toBe(4);
    expect(dayStartHealth(1, 1, 1)).toBe(1);
  });
  it('judges the day in the member’s own zone (three zones, one moment)', () => {
    const moment = new Date('2026-11-24T02:30:00Z');
    const utc = localDayNumber(moment, 'UTC');
    expect(localDayNumber(moment, 'America/Los_Angeles')).toBe(utc - 1); // still the 23rd there
    expect(localDayNumber(moment, 'Asia/Tokyo')).toBe(utc); // already the 24th
    expect(localDayNumber(moment, 'Asia/Kolkata')).toBe(utc);
  });
});
