import { readFileSync } from 'node:fs';

/**
 * The one place the server reads the time on the paths that decide a routine's state and a
 * completion (DESIGN section 9), so tests can move it forward. Production uses the system clock:
 * only `startServer({ clock })` swaps it, which main.ts never does.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system time moved forward by `offsetMs()` milliseconds (tests). */
export const shiftedClock = (offsetMs: () => number): Clock => ({
  now: () => new Date(Date.now() + offsetMs()),
});

/**
 * The system time moved by the number of milliseconds written in `file` (missing or empty: 0),
 * read at every call, so a browser test can move a running server's clock by writing the file.
 */
export const fileOffsetClock = (file: string): Clock =>
  shiftedClock(() => {
    try {
      const offset = Number(readFileSync(file, 'utf8').trim() || '0');
      return Number.isFinite(offset) ? offset : 0;
    } catch {
      return 0;
    }
  });
