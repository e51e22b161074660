import { describe, expect, it } from 'vitest';
import { changedChoices } from '../../client/src/features/character/utils/avatar-options.ts';
import { nextUpgrades } from '../../client/src/features/character/utils/upgrades.ts';
import { timezoneOptions } from '../../client/src/features/profile/utils/timezones.ts';
import type { Item } from '../../protocol/api/items.ts';
import { healthPercent } from '../../protocol/rules/progress.ts';
import { bonusPercent, COMPANION_XP_BONUS } from '../../protocol/rules/progression.ts';

const item = (id: string, type: Item['type'], price: number, damageBonus = 0, defenseBonus = 0): Item => ({
  id,
  name: id,
  description: '',
  translations: {},
  type,
  rarity: 'common',
  price,
  damageBonus,
  defenseBonus,
  xpMultiplier: 1,
  coinMultiplier: 1,
  icon: null,
  effect: null,
  set: null,
});

const catalogue = [
  item('staff', 'weapon', 1500, 28),
  item('iron', 'weapon', 60, 3),
  item('steel', 'weapon', 140, 6),
  item('dagger', 'weapon', 240, 9),
  item('blade', 'weapon', 340, 12),
  item('leather', 'armor', 60, 0, 3),
  item('chain', 'armor', 150, 0, 6),
  item('cat', 'pet', 120),
];

describe('quick upgrades', () => {
  it('offers the three weakest pieces of the slot when nothing is equipped', () => {
    expect(nextUpgrades(catalogue, 'weapon', null).map((i) => i.id)).toEqual(['iron', 'steel', 'dagger']);
    expect(nextUpgrades(catalogue, 'armor', null).map((i) => i.id)).toEqual(['leather', 'chain']);
  });

  it('offers only pieces stronger than the equipped one', () => {
    expect(nextUpgrades(catalogue, 'weapon', 'steel').map((i) => i.id)).toEqual(['dagger', 'blade', 'staff']);
    expect(nextUpgrades(catalogue, 'weapon', 'staff')).toEqual([]);
    expect(nextUpgrades(catalogue, 'armor', 'chain')).toEqual([]);
  });

  it('ignores an equipped id the catalogue does not know', () => {
    expect(nextUpgrades(catalogue, 'weapon', 'gone', 1).map((i) => i.id)).toEqual(['iron']);
  });
});

describe('avatar choices', () => {
  it('reports only the fields that differ from the saved ones', () => {
    const saved = { avatarSkin: 'light', avatarHair: 'brown', avatarAccessory: 'none' };
    expect(changedChoices(saved, saved)).toEqual({});
    expect(changedChoices({ ...saved, avatarHair: 'red' }, saved)).toEqual({ avatarHair: 'red' });
  });
});

describe('shared display rules', () => {
  it('shows the companion bonus and the health bar as percentages', () => {
    expect(bonusPercent(COMPANION_XP_BONUS)).toBe(10);
    expect(healthPercent(30, 100)).toBe(30);
    expect(healthPercent(150, 100)).toBe(100);
    expect(healthPercent(10, 0)).toBe(0);
  });
});

describe('timezone options', () => {
  it('always lists UTC and the stored zone, sorted', () => {
    const zones = timezoneOptions('Mars/Olympus_Mons');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Zurich');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });
});
