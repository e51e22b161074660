import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes a change the server pushed into the cached answer of `queryKey`. The server pushes after
 * its transaction committed, so an answer still on its way may have been read before the change and
 * would overwrite it when it lands (a member's focus vanished that way on a screen still loading):
 * that read is cancelled and the query read again, which sees the change. Cancelling restores the
 * cache as it was before the read, this change included (TanStack Query keeps a manual write).
 */
export function writePushedChange<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (cached: T | undefined) => T | undefined,
): void {
  queryClient.setQueryData<T>(queryKey, change);
  if (queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching') return;
  const filters = { queryKey, exact: true };
  void queryClient.cancelQueries(filters).then(() => queryClient.refetchQueries(filters));
}
