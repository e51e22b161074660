import { type Boss, type BossHit, bossSchema } from '@protocol/api/boss.ts';
import type { BossState } from '@protocol/socket/party.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { arrivalOf } from '@/shared/queries/versioned.ts';

/** GET /api/boss/current: the party's live boss, or null (no party, or resting after a defeat). */
export async function getCurrentBoss(): Promise<Boss | null> {
  return bossSchema.nullable().parse(await apiRequest('GET', '/api/boss/current'));
}

/**
 * A fight the screen has heard nothing of for this long is read again (a cheap GET): a push lost
 * with no other sign (no reconnect, no `server:resync`) shows within this time. Any news of the
 * boss (a push, an answer) starts the wait again.
 */
export const QUIET_FIGHT_REREAD_MS = 25_000;

export function currentBossQueryOptions(partyId: string) {
  return queryOptions({
    queryKey: queryKeys.bossOf(partyId),
    queryFn: getCurrentBoss,
    staleTime: 0,
  });
}

/** The boss screen's re-read of a live fight it has heard nothing of (TanStack's `refetchInterval`). */
export function quietFightReread(query: { state: { data?: Boss | null | undefined } }): number | false {
  return query.state.data && !query.state.data.defeated ? QUIET_FIGHT_REREAD_MS : false;
}

/** The party's boss, as the boss screen shows it; nothing is asked without a party. */
export function useCurrentBoss(partyId: string | null) {
  return useQuery({
    ...currentBossQueryOptions(partyId ?? ''),
    enabled: partyId !== null,
    refetchInterval: quietFightReread,
  });
}

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
