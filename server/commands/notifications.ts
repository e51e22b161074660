import type { Em } from '../../db/orm.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRecord,
  notificationOf,
  unreadCountOf,
} from '../data/notifications.ts';
import { notFound } from '../lib/httpErrors.ts';

export const notificationNotFound = () => notFound('Notification not found');

/** Marks every unread notification of the player as read; answers how many changed. */
export async function markAllRead(em: Em, userId: string, now: Date): Promise<number> {
  return markAllNotificationsRead(em, userId, now);
}

/** Marks one of the player's notifications as read (another player's answers 404). */
export async function markRead(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<{ notification: NotificationRecord; unreadCount: number }> {
  const found = await notificationOf(em, userId, id);
  if (!found) throw notificationNotFound();
  // Read a moment ago from another tab: that reading stands.
  const notification = found.readAt
    ? found
    : ((await markNotificationRead(em, id, now)) ?? (await notificationOf(em, userId, id)) ?? found);
  return { notification, unreadCount: await unreadCountOf(em, userId) };
}
