import { type Quest, questSchema } from '@protocol/api/quests.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/quests: used by the Quest Board and the dashboard's Active Quests card. */
export async function getQuests(): Promise<Quest[]> {
  return questSchema.array().parse(await apiRequest('GET', '/api/quests'));
}

/** Spec section 7: no retry, no refetch on window focus (both the app's defaults). */
export const questsQueryOptions = queryOptions({
  queryKey: queryKeys.quests,
  queryFn: getQuests,
});

export function useQuests() {
  return useQuery(questsQueryOptions);
}
