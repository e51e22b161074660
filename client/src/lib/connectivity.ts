import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, from three signs: the browser's `offline`/`online` events, a
 * request that failed on the network (fetch's TypeError), and a small health probe that keeps
 * trying (with backoff) while the server is unreachable. One place, so the offline banner, the
 * error screen and TanStack Query's onlineManager (paused queries and mutations resume on return)
 * agree.
 */

const PROBE_URL = '/api/health';
const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 15_000;

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = PROBE_FIRST_MS;
let probing = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  emit();
  if (!next) scheduleProbe(PROBE_FIRST_MS);
  else {
    clearTimeout(probeTimer);
    probeDelay = PROBE_FIRST_MS;
  }
}

function scheduleProbe(delay: number): void {
  clearTimeout(probeTimer);
  probeDelay = delay;
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe(): Promise<void> {
  if (reachable || probing) return;
  probing = true;
  try {
    // The health answer is tiny and not cached; any answer at all means the server is there.
    await fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' });
    setReachable(true);
  } catch {
    scheduleProbe(Math.min(PROBE_MAX_MS, probeDelay * 2));
  } finally {
    probing = false;
  }
}

/** True for fetch's own failure (no answer at all: offline, DNS, a refused connection). */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  // Chromium 'Failed to fetch', Firefox 'NetworkError when attempting…', Safari 'Load failed'.
  return /fetch|network|load failed/i.test(error.message);
}

/** A lazy screen's chunk that could not be loaded (offline when first opened). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically|unable to preload css/i.test(
    error.message,
  );
}

/** Called by the request helpers: a network failure marks the server unreachable. */
export function reportRequestFailure(error: unknown): void {
  if (isNetworkError(error)) setReachable(false);
}

/** Something else got no answer (a screen's chunk): the probe starts and tells when it is back. */
export function markUnreachable(): void {
  setReachable(false);
}

/**
 * Any answer from the server: it is reachable again. Except an answer that lands after the browser
 * said it went offline (it was already on its way): it would hide the banner while nothing else can
 * get through, and the probe is the one to tell when the server is back.
 */
export function reportRequestSuccess(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  setReachable(true);
}

export function isReachable(): boolean {
  return reachable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReachable(): boolean {
  return useSyncExternalStore(subscribe, isReachable, () => true);
}

/** Runs `callback` each time the server becomes reachable again. */
export function onReconnect(callback: () => void): () => void {
  let previous = reachable;
  return subscribe(() => {
    if (reachable && !previous) callback();
    previous = reachable;
  });
}

let started = false;

/**
 * Starts listening once per page: browser events, and TanStack Query's onlineManager follows this
 * store, so reads and mutations started while offline wait and go out when the server is back.
 */
export function startConnectivity(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('offline', () => setReachable(false));
  window.addEventListener('online', () => {
    // The network is back; whether the server answers, the probe tells (at once).
    if (!reachable) scheduleProbe(0);
  });
  onlineManager.setEventListener((setOnline) => subscribe(() => setOnline(reachable)));
  onlineManager.setOnline(reachable);
  if (!reachable) scheduleProbe(PROBE_FIRST_MS);
}
