import { useSyncExternalStore } from 'react';

/** A level reached: shown in its own calm dialog (components/level-up-dialog.tsx), never in a toast. */
export interface LevelUpMoment {
  level: number;
  levelsGained: number;
  experience: number;
  experienceToNext: number;
}

let current: LevelUpMoment | null = null;
/** Where focus goes when the dialog closes, when the control that had it is gone meanwhile. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function announceLevelUp(moment: LevelUpMoment): void {
  // Two quick level-ups make one moment, with the highest level.
  current =
    current && current.level < moment.level
      ? { ...moment, levelsGained: current.levelsGained + moment.levelsGained }
      : current
        ? current
        : moment;
  emit();
}

export function dismissLevelUp(): HTMLElement | null {
  current = null;
  emit();
  const target = returnFocus;
  returnFocus = null;
  return target?.isConnected ? target : null;
}

/**
 * Moves focus to `element`, or, while the level-up dialog holds the focus, once it closes: a screen
 * that decides where focus goes after an action calls this instead of `element.focus()`.
 */
export function focusAfterMoment(element: HTMLElement | null, options?: FocusOptions): void {
  if (!element) return;
  if (current) returnFocus = element;
  else element.focus(options);
}

export function useLevelUpMoment(): LevelUpMoment | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
