import type { Role } from '../../../protocol/api/user.ts';

/** What someone may do beyond their own game: the shape of the server's `user.can`. */
export interface Abilities {
  /** Open the in-app Admin Panel (dashboard and profile tabs). */
  useAdminPanel: boolean;
  /** Ban, unban and message players; remove party chat messages. */
  moderate: boolean;
  /** Grant rewards, change roles, reset progress, delete accounts; the admin area's admin-only tabs. */
  administer: boolean;
}

/**
 * The client's one reading of a role (a player's, or an admin-area account's): every screen asks
 * this, never `role === 'admin'`. It mirrors server/policies; once the server sends `user.can`
 * (protocol/api/user.ts), this returns that instead and no screen changes.
 */
export function abilitiesOf(who: { role: Role }): Abilities {
  const admin = who.role === 'admin';
  return { useAdminPanel: admin, moderate: admin || who.role === 'moderator', administer: admin };
}
