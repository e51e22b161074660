import type { FocusSession } from '@protocol/api/focus.ts';
import { useEffect, useState } from 'react';

/** How often the display refreshes: often enough that each second changes on time. */
const TICK_MS = 250;

/**
 * Milliseconds left in a focus session, counted down locally from the server's figure.
 *
 * `receivedAt` is when that figure arrived (the query's `dataUpdatedAt`). The server reports
 * `remainingSeconds` at its own `serverTime`; counting from the moment of arrival instead of from
 * `serverTime` makes any difference between the two clocks cancel out, so a skewed device clock
 * does not shift the end. The session is re-read on reload and window focus, which also corrects
 * drift from a sleeping tab.
 */
export function useCountdown(session: FocusSession | null, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = session?.status === 'running';

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!session) return 0;
  const remaining = session.remainingSeconds * 1000;
  if (!running) return remaining;
  return Math.max(0, remaining - Math.max(0, now - receivedAt));
}

/** 'mm:ss', rounding up so the display reads 00:00 only when the time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
