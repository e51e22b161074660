/** The focus timer, computed from stored timestamps so it survives reloads and devices. Pure. */

export interface FocusTimerState {
  durationSeconds: number;
  /** Focused seconds banked before the current run. */
  elapsedSeconds: number;
  /** Start of the current run; null while paused. */
  runningSince: Date | null;
}

/** Seconds of grace for network and clock jitter when the client reports the end. */
export const FOCUS_END_TOLERANCE_SECONDS = 2;

export function focusElapsedSeconds(state: FocusTimerState, now: Date): number {
  const running = state.runningSince ? Math.max(0, (now.getTime() - state.runningSince.getTime()) / 1000) : 0;
  return Math.min(state.durationSeconds, Math.floor(state.elapsedSeconds + running));
}

export const focusRemainingSeconds = (state: FocusTimerState, now: Date): number =>
  Math.max(0, state.durationSeconds - focusElapsedSeconds(state, now));

export const isFocusComplete = (state: FocusTimerState, now: Date): boolean =>
  focusRemainingSeconds(state, now) <= FOCUS_END_TOLERANCE_SECONDS;
