type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A module fetched once, on demand or ahead of time, for React's `use()`: the promise carries its
 * `status` and `value` (the fields `use()` reads), so once the module has arrived a render reads it
 * without suspending. React.lazy would suspend for a moment even then and flash its fallback (the
 * full-screen loading screen, for the player's shell right after signing in).
 * A failed load is forgotten, so the next call tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | null = null;
  return () => {
    if (current) return current;
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
        current = null;
      },
    );
    current = promise;
    return promise;
  };
}
