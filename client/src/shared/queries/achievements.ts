import { type Achievement, achievementListSchema } from '@protocol/api/achievements.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/achievements: the whole catalogue with the player's earned dates and progress. */
export async function getAchievements(): Promise<Achievement[]> {
  return achievementListSchema.parse(await apiRequest('GET', '/api/achievements'));
}

export const achievementsQueryOptions = queryOptions({
  queryKey: queryKeys.achievements,
  queryFn: getAchievements,
});

export function useAchievements() {
  return useQuery(achievementsQueryOptions);
}
