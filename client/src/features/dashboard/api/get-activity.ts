import { type ActivityItem, activityListSchema } from '@protocol/api/activity.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** How many entries the dashboard's feed shows. */
export const ACTIVITY_LIMIT = 6;

export async function getActivity(limit: number): Promise<ActivityItem[]> {
  return activityListSchema.parse(await apiRequest('GET', `/api/activity?limit=${limit}`));
}

/** Newest first. Completions anywhere invalidate every `/api/activity` key. */
export const activityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: [...queryKeys.activity, limit],
    queryFn: () => getActivity(limit),
  });

export function useActivity(limit = ACTIVITY_LIMIT) {
  return useQuery(activityQueryOptions(limit));
}
