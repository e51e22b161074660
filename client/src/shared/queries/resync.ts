import type { QueryClient } from '@tanstack/react-query';

/**
 * The re-read a `server:resync` asks for waits a random moment up to this long: an instance sends it
 * to every socket it holds at once, and a thousand screens must not ask in the same millisecond.
 */
export const RESYNC_SPREAD_MS = 1000;

const scheduled = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Pushes may have been lost (a Redis outage, an instance that died between a commit and its push):
 * every query is read again (the ones on screen at once, the others when next shown), as after a
 * reconnect. Notices that arrive while one re-read waits are covered by it.
 */
export function resyncSoon(queryClient: QueryClient, random: () => number = Math.random): void {
  if (scheduled.has(queryClient)) return;
  const timer = setTimeout(() => {
    scheduled.delete(queryClient);
    void queryClient.invalidateQueries();
  }, random() * RESYNC_SPREAD_MS);
  scheduled.set(queryClient, timer);
}
