import { rooms } from '../../../protocol/socket/events.ts';
import { type FocusFigures, presentMemberFocus } from '../../presenters/memberFocus.ts';
import { queueEmit } from '../outbox.ts';

/**
 * Focus together (DESIGN section 9): a committed change to a member's focus session reaches every
 * socket of their party, on every instance (the player's own tabs too, being in the party room).
 */
export function publishFocusUpdate(
  partyId: string,
  member: { id: string; username: string },
  session: FocusFigures,
): void {
  queueEmit(rooms.party(partyId), 'focus:update', {
    partyId,
    userId: member.id,
    username: member.username,
    focus: presentMemberFocus(session),
  });
}
