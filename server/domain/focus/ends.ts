import type { FocusTimerState } from './timer.ts';

/**
 * When a running focus session ends by the server's clock: the start of its current run plus the
 * time it still had then. Null while paused (it does not end while nobody is focusing). Pure.
 */
export function focusEndsAt(state: FocusTimerState): Date | null {
  if (!state.runningSince) return null;
  const left = Math.max(0, state.durationSeconds - state.elapsedSeconds);
  return new Date(state.runningSince.getTime() + left * 1000);
}
