import { abilitiesOf, mayActOn, type Role, targetActions } from '../../protocol/rules/abilities.ts';

/**
 * Who may do what (DESIGN section 4). The rules themselves are pure and shared with the client
 * (protocol/rules/abilities.ts), so both sides decide alike; answers carry their result (`can`,
 * `actions`) and the client shows only what they allow. Routes, socket handlers and use cases ask here.
 */
export { abilitiesOf, mayActOn, type Role, targetActions };

/** The role under which a player acts in the admin API, or null when they may not. */
export function adminRoleOf(role: Role): 'admin' | 'moderator' | null {
  return role !== 'user' && abilitiesOf(role).moderate ? role : null;
}
