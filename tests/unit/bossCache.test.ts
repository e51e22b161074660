import { describe, expect, it } from 'vitest';
import { newerBoss, withHit } from '../../client/src/shared/queries/boss.ts';
import type { Boss } from '../../protocol/api/boss.ts';

const boss: Boss = {
  id: 'b1',
  partyId: 'p1',
  templateId: 'procrastination-dragon',
  name: 'Procrastination Dragon',
  description: 'It sleeps on unfinished things.',
  translations: {},
  level: 1,
  currentHealth: 900,
  maxHealth: 1000,
  xpReward: 50,
  coinReward: 30,
  defeated: false,
  defeatedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  version: 1,
  recentHits: [{ userId: 'u1', username: 'Mira', damage: 100, createdAt: '2026-11-22T10:01:00.000Z' }],
};
/** The boss after hits took it to `currentHealth`: one version per 10 health, so less health is newer. */
const state = (currentHealth: number, version = 1 + Math.ceil((900 - currentHealth) / 10)) => ({
  id: 'b1',
  currentHealth,
  maxHealth: 1000,
  defeated: currentHealth === 0,
  defeatedAt: currentHealth === 0 ? '2026-11-22T10:03:00.000Z' : null,
  version,
});
const hit = (createdAt: string, damage = 40) => ({ userId: 'u2', username: 'Noor', damage, createdAt });

describe('merging boss:update into the cached boss', () => {
  it('moves the health and puts the hit first in the log, keeping names and rewards', () => {
    const merged = withHit(boss, state(860), hit('2026-11-22T10:02:00.000Z'));
    expect(merged.currentHealth).toBe(860);
    expect(merged.recentHits.map((h) => h.username)).toEqual(['Noor', 'Mira']);
    expect(merged.name).toBe(boss.name);
    expect(merged.xpReward).toBe(50);
  });

  it('never moves the bar back for an update that arrives late, but still logs its hit in time order', () => {
    const newer = withHit(boss, state(820), hit('2026-11-22T10:02:30.000Z'));
    const late = withHit(newer, state(860), hit('2026-11-22T10:02:00.000Z'));
    expect(late.currentHealth).toBe(820);
    expect(late.recentHits.map((h) => h.createdAt)).toEqual([
      '2026-11-22T10:02:30.000Z',
      '2026-11-22T10:02:00.000Z',
      '2026-11-22T10:01:00.000Z',
    ]);
  });

  it("adds a hit once even when the hitter's answer already brought it", () => {
    const once = withHit(boss, state(900), boss.recentHits[0]!);
    expect(once.recentHits).toHaveLength(1);
  });

  it('keeps the log to the latest twenty hits', () => {
    let merged = boss;
    for (let i = 0; i < 30; i++) {
      merged = withHit(
        merged,
        state(900 - i, 2 + i),
        hit(`2026-11-22T11:${String(i).padStart(2, '0')}:00.000Z`, 1),
      );
    }
    expect(merged.recentHits).toHaveLength(20);
    expect(merged.recentHits[0]!.createdAt).toBe('2026-11-22T11:29:00.000Z');
  });

  it('shows a defeat and does not revive a defeated boss', () => {
    const defeated = withHit(boss, state(0), hit('2026-11-22T10:03:00.000Z', 900));
    expect(defeated.defeated).toBe(true);
    expect(newerBoss(defeated, { ...boss, currentHealth: 10 }).defeated).toBe(true);
  });
});
