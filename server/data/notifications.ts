import { Notification } from '../../db/entities/Notification.ts';
import type { Em } from '../../db/orm.ts';
import type { NOTIFICATION_PRIORITIES, NotificationType } from '../../protocol/api/notifications.ts';
import { db } from './database.ts';
import type { Runner } from './prepared.ts';

/** The player's notifications, newest first (unread ones only when asked). */
export const notificationsOf = (
  em: Em,
  userId: string,
  limit: number,
  unreadOnly: boolean,
): Promise<Notification[]> =>
  em.find(Notification, unreadOnly ? { user: userId, readAt: null } : { user: userId }, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit,
  });

export const unreadCountOf = (em: Em, userId: string): Promise<number> =>
  em.count(Notification, { user: userId, readAt: null });

/** A notification written in bulk (due reminders): the row as stored, no entity. */
export interface NotificationRow {
  id: string;
  userId: string;
  type: NotificationType;
  priority: (typeof NOTIFICATION_PRIORITIES)[number];
  title: string;
  body: string;
  data: Record<string, string | number | boolean | null>;
  readAt: null;
  createdAt: Date;
}

/**
 * Writes many new notifications in one statement, inside the caller's transaction. A burst of
 * reminders must not go through the unit of work: creating, tracking and flushing thousands of
 * entities was most of the scheduler's time.
 */
export async function insertNotifications(tx: Runner, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db(tx)
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        type: r.type,
        priority: r.priority,
        title: r.title,
        body: r.body,
        data: r.data,
        created_at: r.createdAt,
      })),
    )
    .execute();
}
