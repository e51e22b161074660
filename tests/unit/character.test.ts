import { describe, expect, it } from 'vitest';
import { bossDamage, power } from '../../protocol/rules/combat.ts';
import { experienceForNextLevel } from '../../protocol/rules/progression.ts';
import { isBanActive } from '../../server/domain/account/ban.ts';
import { effectiveDamage, effectiveDefense, NO_EQUIPMENT } from '../../server/domain/character/stats.ts';

describe('level curve', () => {
  it('needs floor(50 + 25 x level^1.25) experience', () => {
    expect(experienceForNextLevel(1)).toBe(75);
    expect(experienceForNextLevel(2)).toBe(Math.floor(50 + 25 * 2 ** 1.25));
    expect(experienceForNextLevel(10)).toBe(494);
  });
});

describe('character stats', () => {
  const base = { level: 1, damage: 10, defense: 5 };
  it('adds equipment bonuses to the base values', () => {
    expect(effectiveDamage(base, { ...NO_EQUIPMENT, weaponDamage: 7, armorDefense: 3 })).toBe(17);
    expect(effectiveDefense(base, { ...NO_EQUIPMENT, weaponDamage: 7, armorDefense: 3 })).toBe(8);
    expect(effectiveDamage(base, NO_EQUIPMENT)).toBe(10);
  });
  it('computes power as floor(level x 10 + damage x (1 + (level - 1) x 0.1))', () => {
    expect(power(1, 10)).toBe(20);
    expect(power(3, 15)).toBe(48);
    expect(power(5, 0)).toBe(50);
  });
  it('deals floor(power x the difficulty multiplier) per hit', () => {
    expect(bossDamage(20, 'easy')).toBe(20);
    expect(bossDamage(20, 'medium')).toBe(20);
    expect(bossDamage(21, 'hard')).toBe(31);
    expect(bossDamage(21, 'legendary')).toBe(42);
  });
});

describe('bans', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('is active while permanent or unexpired, and lapses after its end', () => {
    expect(isBanActive({ isBanned: true, banExpiresAt: null }, now)).toBe(true);
    expect(isBanActive({ isBanned: true, banExpiresAt: new Date('2026-01-02T00:00:00Z') }, now)).toBe(true);
    expect(isBanActive({ isBanned: true, banExpiresAt: new Date('2026-01-01T11:59:59Z') }, now)).toBe(false);
    expect(isBanActive({ isBanned: false, banExpiresAt: null }, now)).toBe(false);
  });
});

describe('feature flag rollout', () => {
  it('is off when disabled, on for everyone at 100, and stable per player in between', async () => {
    const { isFeatureOnFor } = await import('../../server/domain/account/featureFlags.ts');
    expect(isFeatureOnFor({ isEnabled: false, rolloutPercentage: 100 }, 'x', 'u1')).toBe(false);
    expect(isFeatureOnFor({ isEnabled: true, rolloutPercentage: 100 }, 'x', 'u1')).toBe(true);
    expect(isFeatureOnFor({ isEnabled: true, rolloutPercentage: 0 }, 'x', 'u1')).toBe(false);
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}`);
    const on = ids.filter((id) => isFeatureOnFor({ isEnabled: true, rolloutPercentage: 30 }, 'x', id)).length;
    expect(on).toBeGreaterThan(230);
    expect(on).toBeLessThan(370);
    const first = ids.map((id) => isFeatureOnFor({ isEnabled: true, rolloutPercentage: 30 }, 'x', id));
    expect(ids.map((id) => isFeatureOnFor({ isEnabled: true, rolloutPercentage: 30 }, 'x', id))).toEqual(
      first,
    );
  });
});
