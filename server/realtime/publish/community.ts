import { rooms } from '../../../protocol/socket/events.ts';
import {
  type ClanActivityShown,
  type NotificationShown,
  presentClanActivity,
  presentNotification,
} from '../../presenters/community.ts';
import { queueEmit, queuePush } from '../outbox.ts';

/** A new line in a clan's feed, for every member's tabs on every instance. */
export function publishClanActivity(clanId: string, activity: ClanActivityShown): void {
  queueEmit(rooms.clan(clanId), 'clan:activity', { clanId, item: presentClanActivity(activity) });
}

/** A notification for one player (every tab of theirs shows it and its count). */
export function publishNotification(userId: string, notification: NotificationShown): void {
  queueEmit(rooms.user(userId), 'notification', { notification: presentNotification(notification) });
}

/** A committed clan join or leave: the player's sockets change clan rooms on every instance. */
export function publishClanMembership(userId: string, left: string | null, joined: string | null): void {
  queuePush((realtime) =>
    realtime.moveUser(userId, left ? rooms.clan(left) : null, joined ? rooms.clan(joined) : null),
  );
}
