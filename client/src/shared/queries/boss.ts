import type { Boss, BossHit } from '@protocol/api/boss.ts';
import type { BossState } from '@protocol/socket/party.ts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { arrivalOf } from './versioned.ts';

/*
 * The party boss's cache rules, in one place for every road a boss state takes: a completion's or a
 * strike's answer (applyBoss) and every member's `boss:update` push (applyBossUpdate).
 */

/**
 * Hits arrive by two roads (the hitter's answer and every member's `boss:update`, from any instance),
 * not always in order: a state older than the cached one is ignored, so the bar never jumps back.
 * The boss's version counts its hits; between two states with the same hits the one with more
 * health is newer (a member who joined added health, and nothing takes it back but a hit).
 */
export function newerBoss(cached: Boss | null | undefined, incoming: Boss): Boss {
  if (!cached || cached.id !== incoming.id) return incoming;
  if (cached.defeated && !incoming.defeated) return cached;
  if (incoming.version !== cached.version) return incoming.version > cached.version ? incoming : cached;
  return incoming.maxHealth >= cached.maxHealth ? incoming : cached;
}

/** Writes a boss state into the party's cache unless a newer one is already there. */
export function applyBoss(queryClient: QueryClient, partyId: string, boss: Boss): void {
  queryClient.setQueryData<Boss | null>(queryKeys.bossOf(partyId), (cached) => newerBoss(cached, boss));
}

const RECENT_HITS = 20;

/**
 * Merges one `boss:update` (the changed health and the hit) into the full boss of the cache. The
 * same hit can also arrive in the hitter's own answer, so a hit already in the log is not added twice.
 */
export function withHit(cached: Boss, state: BossState, hit: BossHit): Boss {
  const live = newerBoss(cached, { ...cached, ...state });
  const known = cached.recentHits.some((h) => h.userId === hit.userId && h.createdAt === hit.createdAt);
  const recentHits = known
    ? live.recentHits
    : [hit, ...live.recentHits].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_HITS);
  return { ...live, recentHits };
}

/**
 * Applies a `boss:update` to the party's cache. A boss this tab has not loaded yet (or another one)
 * is fetched instead: the broadcast carries only what the hit changed. So is the boss after a hit
 * that skipped a version: the hits in between never arrived, and the damage log needs them.
 */
export function applyBossUpdate(
  queryClient: QueryClient,
  partyId: string,
  state: BossState,
  hit: BossHit,
): void {
  const cached = queryClient.getQueryData<Boss | null>(queryKeys.bossOf(partyId));
  if (!cached || cached.id !== state.id) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bossOf(partyId) });
    return;
  }
  queryClient.setQueryData<Boss | null>(queryKeys.bossOf(partyId), withHit(cached, state, hit));
  if (arrivalOf(cached.version, state.version) === 'gap')
    void queryClient.invalidateQueries({ queryKey: queryKeys.bossOf(partyId) });
}
