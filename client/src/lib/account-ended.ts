import type { AccountEndedPayload } from '@protocol/socket/user.ts';
import { useSyncExternalStore } from 'react';

/**
 * Why the player was just signed out (a ban or a deactivation pushed by the server). Kept outside
 * React Query because the session, and every player screen with it, is gone the moment it arrives.
 */
let current: AccountEndedPayload | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showAccountEnded(payload: AccountEndedPayload): void {
  current = payload;
  emit();
}

export function dismissAccountEnded(): void {
  current = null;
  emit();
}

export function useAccountEnded(): AccountEndedPayload | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
