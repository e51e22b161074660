import { describe, expect, it } from 'vitest';
import { BOSS_LANGUAGE_CODES } from '../../protocol/rules/languages.ts';
import {
  BOSS_LADDER,
  bossAtLadderIndex,
  bossMaxHealth,
  bossRewards,
} from '../../server/domain/boss/ladder.ts';

describe('boss ladder data', () => {
  it('has at least eight bosses with unique kebab-case ids', () => {
    expect(BOSS_LADDER.length).toBeGreaterThanOrEqual(8);
    const ids = BOSS_LADDER.map((boss) => boss.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has ascending levels, health and rewards', () => {
    BOSS_LADDER.forEach((boss, position) => {
      expect(boss.level).toBe(position + 1);
      expect(Number.isInteger(boss.healthPerMember)).toBe(true);
      if (position === 0) return;
      const previous = BOSS_LADDER[position - 1]!;
      expect(boss.healthPerMember).toBeGreaterThan(previous.healthPerMember);
      expect(boss.xpReward).toBeGreaterThan(previous.xpReward);
      expect(boss.coinReward).toBeGreaterThan(previous.coinReward);
    });
  });

  it('has a non-empty name and description in every language for every boss', () => {
    for (const boss of BOSS_LADDER) {
      expect(Object.keys(boss.text).sort()).toEqual([...BOSS_LANGUAGE_CODES].sort());
      for (const language of BOSS_LANGUAGE_CODES) {
        const text = boss.text[language];
        expect(text.name.trim(), `${boss.id} ${language} name`).not.toBe('');
        expect(text.description.trim(), `${boss.id} ${language} description`).not.toBe('');
        expect(text.name.length, `${boss.id} ${language} name`).toBeLessThanOrEqual(32);
        expect(text.description.length, `${boss.id} ${language} description`).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe('bossAtLadderIndex', () => {
  it('walks the ladder in order on the first lap', () => {
    BOSS_LADDER.forEach((boss, position) => {
      expect(bossAtLadderIndex(position)).toEqual({ template: boss, level: boss.level, lap: 0 });
    });
  });

  it('repeats from the top, levels continuing past the ladder', () => {
    const length = BOSS_LADDER.length;
    const first = BOSS_LADDER[0]!;
    const last = BOSS_LADDER[length - 1]!;
    expect(bossAtLadderIndex(length)).toEqual({ template: first, level: first.level + length, lap: 1 });
    expect(bossAtLadderIndex(2 * length - 1)).toEqual({ template: last, level: last.level + length, lap: 1 });
    expect(bossAtLadderIndex(3 * length + 2)).toEqual({
      template: BOSS_LADDER[2]!,
      level: BOSS_LADDER[2]!.level + 3 * length,
      lap: 3,
    });
  });

  it('gives the first template at lap 1 for index 8', () => {
    const result = bossAtLadderIndex(8);
    expect(result.lap).toBe(1);
    expect(result.template.id).toBe(BOSS_LADDER[0]!.id);
    expect(result.level).toBe(9);
  });

  it('treats negative and fractional indices safely', () => {
    expect(bossAtLadderIndex(-3).template).toBe(BOSS_LADDER[0]);
    expect(bossAtLadderIndex(1.7).template).toBe(BOSS_LADDER[1]);
  });
});

describe('bossMaxHealth', () => {
  it('scales with the number of members', () => {
    const base = BOSS_LADDER[0]!.healthPerMember;
    expect(bossMaxHealth(0, 1)).toBe(base);
    expect(bossMaxHealth(0, 4)).toBe(base * 4);
  });

  it('scales by half the base health per lap', () => {
    const length = BOSS_LADDER.length;
    const base = BOSS_LADDER[2]!.healthPerMember;
    expect(bossMaxHealth(2 + length, 3)).toBe(Math.round(base * 3 * 1.5));
    expect(bossMaxHealth(2 + 2 * length, 3)).toBe(base * 3 * 2);
  });

  it('counts fewer than one member as one', () => {
    const one = bossMaxHealth(1, 1);
    expect(bossMaxHealth(1, 0)).toBe(one);
    expect(bossMaxHealth(1, -5)).toBe(one);
    expect(bossMaxHealth(1, Number.NaN)).toBe(one);
  });

  it('always returns an integer', () => {
    for (let index = 0; index < BOSS_LADDER.length * 3; index += 1) {
      for (const members of [1, 2, 3, 7]) expect(Number.isInteger(bossMaxHealth(index, members))).toBe(true);
    }
  });
});

describe('bossRewards', () => {
  it('gives the template rewards on the first lap', () => {
    for (const [position, boss] of BOSS_LADDER.entries()) {
      expect(bossRewards(position)).toEqual({ experience: boss.xpReward, gold: boss.coinReward });
    }
  });

  it('scales by half the base rewards per lap, floored', () => {
    const length = BOSS_LADDER.length;
    const boss = BOSS_LADDER[1]!;
    expect(bossRewards(1 + length)).toEqual({
      experience: Math.floor(boss.xpReward * 1.5),
      gold: Math.floor(boss.coinReward * 1.5),
    });
    expect(bossRewards(1 + 2 * length)).toEqual({ experience: boss.xpReward * 2, gold: boss.coinReward * 2 });
  });
});
