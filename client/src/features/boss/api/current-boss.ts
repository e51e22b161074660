import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Boss, bossSchema } from '../../../../../protocol/api/boss.ts';
import { apiRequest } from '../../../lib/api.ts';

/** Keyed by party: another party's boss is never shown while the new one loads. */
export const currentBossQueryKey = (partyId: string) => ['/api/boss/current', partyId] as const;
/** Every party's boss (for invalidation after a membership change). */
export const allBossesQueryKey = ['/api/boss/current'] as const;

/** GET /api/boss/current: the party's live boss, or null (no party, or resting after a defeat). */
export async function getCurrentBoss(): Promise<Boss | null> {
  return bossSchema.nullable().parse(await apiRequest('GET', '/api/boss/current'));
}

export function currentBossQueryOptions(partyId: string) {
  return queryOptions({
    queryKey: currentBossQueryKey(partyId),
    queryFn: getCurrentBoss,
    staleTime: 0,
  });
}

/** The party's boss; nothing is asked without a party. */
export function useCurrentBoss(partyId: string | null) {
  return useQuery({ ...currentBossQueryOptions(partyId ?? ''), enabled: partyId !== null });
}

/** Damage dealt so far: it only grows (a member joining adds health, never takes damage back). */
const damageDone = (boss: Boss) => boss.maxHealth - boss.currentHealth;

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
  queryClient.setQueryData<Boss | null>(currentBossQueryKey(partyId), (cached) => newerBoss(cached, boss));
}
