import { Notification } from '../../db/entities/Notification.ts';
import type { Em } from '../../db/orm.ts';
import { unreadCountOf } from '../data/notifications.ts';
import { notFound } from '../lib/httpErrors.ts';

export const notificationNotFound = () => notFound('Notification not found');

/** Marks every unread notification of the player as read; answers how many changed. */
export async function markAllRead(em: Em, userId: string, now: Date): Promise<number> {
  return em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: now });
}

/** Marks one of the player's notifications as read (another player's answers 404). */
export async function markRead(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<{ notification: Notification; unreadCount: number }> {
  const notification = await em.findOne(Notification, { id, user: userId });
  if (!notification) throw notificationNotFound();
  if (!notification.readAt) {
    notification.readAt = now;
    await em.flush();
  }
  return { notification, unreadCount: await unreadCountOf(em, userId) };
}
