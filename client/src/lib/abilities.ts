import type { User } from '@protocol/api/user.ts';
import { type Abilities, abilitiesOf as abilitiesOfRole, type Role } from '@protocol/rules/abilities.ts';

/**
 * The client's one answer to 'may they...?': every screen asks this, never `role === 'admin'`. A
 * signed-in player's abilities are the server's decision, sent as `user.can`; an admin-area account
 * or a listed player carries only a role, read by the same rule the server applies
 * (protocol/rules/abilities.ts).
 */
export function abilitiesOf(who: Pick<User, 'can'> | { role: Role }): Abilities {
  return 'can' in who ? who.can : abilitiesOfRole(who.role);
}
