import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Boss, type BossHit, bossSchema } from '../../../../../protocol/api/boss.ts';
import type { BossState } from '../../../../../protocol/socket/party.ts';
import { apiRequest } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/boss/current: the party's live boss, or null (no party, or resting after a defeat). */
export async function getCurrentBoss(): Promise<Boss | null> {
  return bossSchema.nullable().parse(await apiRequest('GET', '/api/boss/current'));
}

export function currentBossQueryOptions(partyId: string) {
  return queryOptions({
    queryKey: queryKeys.bossOf(partyId),
    queryFn: getCurrentBoss,
    staleTime: 0,
  });
}

/** The party's boss; nothing is asked without a party. */
export function useCurrentBoss(partyId: string | null) {
  return useQuery({ ...currentBossQueryOptions(partyId ?? ''), enabled: partyId !== null });
}

/** Damage dealt so far: it only grows (a member joining adds health, never takes damage back). */
const damageDone = (boss: BossState) => boss.maxHealth - boss.currentHealth;

/**
 * Hits arrive by two roads (the hitter's answer and every member's `boss:update`, from any instance),
 * not always in order: a state older than the cached one is ignored, so the bar never jumps back.
 */
export function newerBoss(cached: Boss | null | undefined, incoming: Boss): Boss {
  if (!cached || cached.id !== incoming.id) return incoming;
  if (cached.defeated && !incoming.defeated) return cached;
  return damageDone(incoming) >= damageDone(cached) ? incoming : cached;
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
 * is fetched instead: the broadcast carries only what the hit changed.
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
}
