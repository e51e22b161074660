import { type FocusSession, focusSessionSchema } from '@protocol/api/focus.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The open (running or paused) focus session, or null: focus mode and the header's timer. */
export async function getFocusSession(): Promise<FocusSession | null> {
  return focusSessionSchema.nullable().parse(await apiRequest('GET', '/api/focus-sessions/current'));
}

/**
 * Always re-read on mount and when the window regains focus: the clock lives on the server, so a
 * reload, a sleeping laptop or a second device all show the same remaining time.
 */
export const focusSessionQueryOptions = queryOptions({
  queryKey: queryKeys.focusSession,
  queryFn: getFocusSession,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useFocusSession() {
  return useQuery(focusSessionQueryOptions);
}
