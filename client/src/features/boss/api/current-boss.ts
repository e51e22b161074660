import { type Boss, bossSchema } from '@protocol/api/boss.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

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
