import { rooms } from '../../../protocol/socket/events.ts';
import type { AccountEndedPayload } from '../../../protocol/socket/user.ts';
import type { UserRecord } from '../../data/userRecords.ts';
import { queuePush } from '../outbox.ts';

/**
 * A player's account ended (banned, deleted) or their session did: every open tab is told why,
 * then all their sockets close, on every instance.
 */
export function publishAccountEnded(
  user: Pick<UserRecord, 'id' | 'banReason' | 'banExpiresAt'>,
  reason: AccountEndedPayload['reason'],
): void {
  queuePush((realtime) => {
    realtime.emit(rooms.user(user.id), 'account:ended', {
      reason,
      banReason: reason === 'banned' ? (user.banReason ?? null) : null,
      banExpiresAt: reason === 'banned' ? (user.banExpiresAt?.toISOString() ?? null) : null,
    });
    realtime.disconnectUser(user.id);
  });
}

/**
 * Some sessions of a player ended (a password change, 'sign out' on another device, the account
 * deleted): the sockets opened with them close on every instance; the player's other tabs stay.
 */
export function publishSessionsEnded(publicIds: readonly string[]): void {
  if (publicIds.length === 0) return;
  queuePush((realtime) => realtime.disconnectSessions(publicIds));
}

/** A session was rotated (new key after a password change): its open sockets stay, under its new id. */
export function publishSessionRotated(fromPublicId: string, toPublicId: string): void {
  if (fromPublicId === toPublicId) return;
  queuePush((realtime) => realtime.moveSession(fromPublicId, toPublicId));
}

/** The player deleted their account: every socket of theirs closes, on every instance. */
export function publishAccountDeleted(userId: string): void {
  queuePush((realtime) => realtime.disconnectUser(userId));
}
