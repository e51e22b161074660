/**
 * A party invite link opened while signed out: kept on this device so that signing in (or
 * registering) comes back to it instead of the dashboard. Cleared once the signed-in page opens.
 */
const KEY = 'qp-pending-invite';
const INVITE_PATH = /^\/parties\/join\/[A-Za-z0-9_-]{1,64}$/;

export function rememberPendingInvite(path: string): void {
  if (!INVITE_PATH.test(path)) return;
  try {
    window.localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the player opens the link again after signing in.
  }
}

/** Where signing in should lead: the remembered invite, else null. */
export function pendingInvitePath(): string | null {
  try {
    const path = window.localStorage.getItem(KEY);
    return path && INVITE_PATH.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetPendingInvite(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
