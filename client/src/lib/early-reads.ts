/**
 * GETs started before the code that asks for them has arrived: the page's head start
 * (app/head-start.ts, a classic script in index.html's head) asks for the session, and on `/` for
 * the dashboard's reads, while the app's scripts are still downloading. lib/api.ts hands each answer
 * to the first request for its URL, once, and parses it as any other.
 *
 * The head start is built on its own (scripts/build/first-paint.ts), so it has its own copy of this
 * module: the reads are kept on the global object (`qpEarlyReads`), where the app's copy finds them.
 *
 * An early answer is only as fresh as the moment it was asked for, so it is used only while nothing
 * can have changed unseen in between: no request of this page has changed anything yet
 * (`endEarlyReads` on the first one) and the live connection is not open yet (the socket's connect
 * ends them and re-reads everything anyway), and for at most MAX_AGE_MS. An answer that nobody
 * takes is dropped. No imports: this file is part of the head start.
 */
const MAX_AGE_MS = 10_000;

interface EarlyRead {
  startedAt: number;
  response: Promise<Response>;
}

interface EarlyReads {
  /** Once ended, nothing is started or handed over any more. */
  open: boolean;
  /** Each URL is started once per page. */
  started: Set<string>;
  pending: Map<string, EarlyRead>;
}

/** Shared by the head start's copy of this module and the app's. */
declare global {
  var qpEarlyReads: EarlyReads | undefined;
}

function reads(): EarlyReads {
  globalThis.qpEarlyReads ??= { open: true, started: new Set(), pending: new Map() };
  return globalThis.qpEarlyReads;
}

export function startEarlyReads(urls: readonly string[]): void {
  const state = reads();
  if (!state.open) return;
  for (const url of urls) {
    if (state.started.has(url)) continue;
    state.started.add(url);
    const response = fetch(url, { credentials: 'include' });
    // Its taker sees a failure; one that nobody takes must not count as an unhandled rejection.
    response.catch(() => undefined);
    state.pending.set(url, { startedAt: Date.now(), response });
  }
}

/** Whether an early read of `url` is waiting to be taken. */
export function hasEarlyRead(url: string): boolean {
  return globalThis.qpEarlyReads?.pending.has(url) ?? false;
}

/** The early answer for `url`, at most once, or undefined: the caller then fetches it itself. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const state = globalThis.qpEarlyReads;
  const read = state?.pending.get(url);
  if (!state || !read) return undefined;
  state.pending.delete(url);
  return Date.now() - read.startedAt <= MAX_AGE_MS ? read.response : undefined;
}

/** From now on every read goes to the server: the answers not taken yet are dropped. */
export function endEarlyReads(): void {
  const state = reads();
  state.open = false;
  state.pending.clear();
}
