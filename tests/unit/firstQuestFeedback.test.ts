import { describe, expect, it } from 'vitest';
import { recordOwnBossHit, whenBossHit } from '../../client/src/lib/boss-hits.ts';
import { announceLevelUp, dismissLevelUp, focusAfterMoment } from '../../client/src/lib/level-up.ts';

describe('own boss hits (lib/boss-hits.ts)', () => {
  it('hands over a hit that landed before the answer at once', () => {
    recordOwnBossHit('quest-before', { damage: 12, defeated: false });
    const seen: number[] = [];
    whenBossHit('quest-before', (hit) => seen.push(hit.damage));
    expect(seen).toEqual([12]);
  });

  it('waits for a hit that lands after the answer, and stops waiting when asked', () => {
    const seen: Array<{ damage: number; defeated: boolean }> = [];
    whenBossHit('quest-after', (hit) => seen.push(hit));
    const stop = whenBossHit('quest-stopped', (hit) => seen.push(hit));
    stop();
    recordOwnBossHit('quest-stopped', { damage: 3, defeated: false });
    recordOwnBossHit('quest-after', { damage: 20, defeated: true });
    expect(seen).toEqual([{ damage: 20, defeated: true }]);
  });

  it('forgets hits after a minute', () => {
    const start = Date.now() - 120_000;
    recordOwnBossHit('quest-old', { damage: 5, defeated: false }, start);
    recordOwnBossHit('quest-new', { damage: 6, defeated: false });
    const seen: number[] = [];
    whenBossHit('quest-old', (hit) => seen.push(hit.damage));
    expect(seen).toEqual([]);
  });
});

describe('the level-up moment (lib/level-up.ts)', () => {
  const moment = { level: 2, levelsGained: 1, experience: 25, experienceToNext: 109 };

  it('keeps the focus target while the dialog is open and gives it back on close', () => {
    const focused: string[] = [];
    const target = { isConnected: true, focus: () => focused.push('target') } as unknown as HTMLElement;
    announceLevelUp(moment);
    focusAfterMoment(target);
    expect(focused).toEqual([]);
    expect(dismissLevelUp()).toBe(target);
    // Nothing open: focus moves at once.
    focusAfterMoment(target);
    expect(focused).toEqual(['target']);
  });

  it('does not give back a control that left the page', () => {
    const gone = { isConnected: false, focus: () => {} } as unknown as HTMLElement;
    announceLevelUp(moment);
    focusAfterMoment(gone);
    expect(dismissLevelUp()).toBeNull();
  });
});
