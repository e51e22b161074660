type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** How long a failed load stays failed before a call may try again. */
const RETRY_AFTER_MS = 2000;

/**
 * A module fetched once, on demand or ahead of time, for React's `use()`: the promise carries its
 * `status` and `value` (the fields `use()` reads), so once the module has arrived a render reads it
 * without suspending. React.lazy would suspend for a moment even then and flash its fallback (the
 * full-screen loading screen, for the player's shell right after signing in).
 * A failed load stays failed for a moment, then the next call tries again: the renders that follow
 * the failure read the error (a screen opened offline shows the route's offline page, which
 * reloads on reconnect) instead of asking again at once, suspending and asking again, for ever.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | null = null;
  let failedAt = 0;
  return () => {
    if (current && !(current.status === 'rejected' && Date.now() - failedAt >= RETRY_AFTER_MS))
      return current;
    const promise: Tracked<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        failedAt = Date.now();
      },
    );
    current = promise;
    return promise;
  };
}
