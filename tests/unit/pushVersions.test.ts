import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentBossQueryOptions,
  QUIET_FIGHT_REREAD_MS,
  quietFightReread,
} from '../../client/src/features/boss/api/current-boss.ts';
import { currentUserQueryKey, setCurrentUser } from '../../client/src/lib/current-user.ts';
import { queryKeys } from '../../client/src/lib/query-keys.ts';
import { applyBoss, applyBossUpdate } from '../../client/src/shared/queries/boss.ts';
import { RESYNC_SPREAD_MS, resyncSoon } from '../../client/src/shared/queries/resync.ts';
import { arrivalOf } from '../../client/src/shared/queries/versioned.ts';
import type { Boss } from '../../protocol/api/boss.ts';
import type { User } from '../../protocol/api/user.ts';

/**
 * Numbered states from the server (client/src/shared/queries/versioned.ts): answers and pushes arrive
 * out of order or not at all, and the screen keeps the newest it heard, re-reading what it missed.
 */

const PARTY = 'party-1';
const bossKey = queryKeys.bossOf(PARTY);

/** The boss after `version` hits of 30 each. */
function boss(version: number, overrides: Partial<Boss> = {}): Boss {
  return {
    id: 'boss-1',
    partyId: PARTY,
    templateId: 'procrastination-dragon',
    name: 'Procrastination Dragon',
    description: 'It sleeps on unfinished things.',
    translations: {},
    level: 1,
    currentHealth: 450 - 30 * version,
    maxHealth: 450,
    xpReward: 50,
    coinReward: 30,
    defeated: false,
    defeatedAt: null,
    createdAt: '2026-11-30T10:00:00.000Z',
    version,
    recentHits: [],
    ...overrides,
  };
}

const stateOf = (b: Boss) => ({
  id: b.id,
  currentHealth: b.currentHealth,
  maxHealth: b.maxHealth,
  defeated: b.defeated,
  defeatedAt: b.defeatedAt,
  version: b.version,
});
const hitAt = (second: number) => ({
  userId: 'noor',
  username: 'Noor',
  damage: 30,
  createdAt: `2026-11-30T10:01:${String(second).padStart(2, '0')}.000Z`,
});

/** The boss screen's query, its reads counted and answered with `answer()`. */
function bossOnScreen(queryClient: QueryClient, answer: () => Boss) {
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    ...currentBossQueryOptions(PARTY),
    queryFn: async () => {
      reads += 1;
      return answer();
    },
    refetchInterval: quietFightReread,
  });
  const stop = observer.subscribe(() => undefined);
  return { reads: () => reads, stop };
}

const settled = (queryClient: QueryClient, key: readonly unknown[]) =>
  expect.poll(() => queryClient.getQueryState(key)?.fetchStatus).toBe('idle');

afterEach(() => {
  vi.useRealTimers();
  environmentManager.setIsServer(() => typeof window === 'undefined');
});

describe('the version rule', () => {
  it('tells the next state, an old one and one after a gap apart', () => {
    expect(arrivalOf(4, 5)).toBe('next');
    expect(arrivalOf(4, 4)).toBe('seen');
    expect(arrivalOf(4, 2)).toBe('seen');
    expect(arrivalOf(4, 7)).toBe('gap');
  });
});

describe('boss:update into the boss screen', () => {
  it('applies the next hit without a read, and ignores a hit it already shows', async () => {
    const queryClient = new QueryClient();
    const screen = bossOnScreen(queryClient, () => boss(1));
    await settled(queryClient, bossKey);
    expect(screen.reads()).toBe(1);

    applyBossUpdate(queryClient, PARTY, stateOf(boss(2)), hitAt(2));
    applyBossUpdate(queryClient, PARTY, stateOf(boss(1)), hitAt(1));
    expect(queryClient.getQueryData<Boss>(bossKey)?.currentHealth).toBe(390);
    expect(queryClient.getQueryData<Boss>(bossKey)?.version).toBe(2);
    await settled(queryClient, bossKey);
    expect(screen.reads()).toBe(1);
    screen.stop();
  });

  it('after a lost hit, shows the newer health at once and reads the boss again for the hits it missed', async () => {
    const queryClient = new QueryClient();
    let server = boss(1);
    const screen = bossOnScreen(queryClient, () => server);
    await settled(queryClient, bossKey);

    // Hit 2 never arrived (its instance died before pushing it); hit 3 does.
    server = boss(3, { recentHits: [hitAt(3), hitAt(2)] });
    applyBossUpdate(queryClient, PARTY, stateOf(boss(3)), hitAt(3));
    expect(queryClient.getQueryData<Boss>(bossKey)?.currentHealth).toBe(360);
    await settled(queryClient, bossKey);
    expect(screen.reads()).toBe(2);
    expect(queryClient.getQueryData<Boss>(bossKey)?.recentHits).toHaveLength(2);
    screen.stop();
  });

  it("never lets a late answer move the bar back, but takes the same hits with a newcomer's extra health", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(bossKey, boss(3));
    applyBoss(queryClient, PARTY, boss(2));
    expect(queryClient.getQueryData<Boss>(bossKey)?.version).toBe(3);
    // A member joined: the boss grew by their share, with the same hits.
    applyBoss(queryClient, PARTY, boss(3, { maxHealth: 540, currentHealth: 450 }));
    expect(queryClient.getQueryData<Boss>(bossKey)?.currentHealth).toBe(450);
    applyBoss(queryClient, PARTY, boss(3));
    expect(queryClient.getQueryData<Boss>(bossKey)?.maxHealth).toBe(540);
  });

  it('reads a live fight again when it has heard nothing for a while, and a finished one never', async () => {
    // Timers run as in a browser (without a window TanStack Query schedules none).
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let server = boss(1);
    const screen = bossOnScreen(queryClient, () => server);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.reads()).toBe(1);

    // News of the fight starts the wait again.
    await vi.advanceTimersByTimeAsync(QUIET_FIGHT_REREAD_MS - 1000);
    applyBossUpdate(queryClient, PARTY, stateOf(boss(2)), hitAt(2));
    await vi.advanceTimersByTimeAsync(QUIET_FIGHT_REREAD_MS - 1000);
    expect(screen.reads()).toBe(1);
    server = boss(15, { currentHealth: 0, defeated: true, defeatedAt: '2026-11-30T10:02:00.000Z' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.reads()).toBe(2);

    await vi.advanceTimersByTimeAsync(QUIET_FIGHT_REREAD_MS * 3);
    expect(screen.reads()).toBe(2);
    screen.stop();
  });
});

describe('the player in the session', () => {
  const user = (version: number, gold: number): User =>
    ({ id: 'mira', username: 'mira', gold, version }) as unknown as User;
  const shown = (queryClient: QueryClient) => queryClient.getQueryData<User | null>(currentUserQueryKey);

  it('keeps the newest state heard, whichever road brought it first', () => {
    const queryClient = new QueryClient();
    setCurrentUser(queryClient, user(4, 100));
    // A push from another instance (a purchase in another tab) overtakes this tab's own answer.
    setCurrentUser(queryClient, user(6, 80));
    setCurrentUser(queryClient, user(5, 130));
    expect(shown(queryClient)?.gold).toBe(80);
    // A push that skipped a version still carries the whole player.
    setCurrentUser(queryClient, user(9, 95));
    expect(shown(queryClient)?.gold).toBe(95);
  });

  it('replaces the player on a change of account, and on signing out', () => {
    const queryClient = new QueryClient();
    setCurrentUser(queryClient, user(9, 95));
    setCurrentUser(queryClient, { ...user(1, 100), id: 'noor' });
    expect(shown(queryClient)?.id).toBe('noor');
    setCurrentUser(queryClient, null);
    expect(shown(queryClient)).toBeNull();
  });
});

describe('server:resync', () => {
  it('reads what is on screen again once, after a random wait of at most a second', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const screen = bossOnScreen(queryClient, () => boss(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.reads()).toBe(1);

    resyncSoon(queryClient, () => 0.5);
    resyncSoon(queryClient, () => 0.9);
    await vi.advanceTimersByTimeAsync(RESYNC_SPREAD_MS / 2 - 1);
    expect(screen.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(RESYNC_SPREAD_MS);
    expect(screen.reads()).toBe(2);
    screen.stop();
  });
});
