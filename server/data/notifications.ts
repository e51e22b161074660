import { Notification } from '../../db/entities/Notification.ts';
import type { Em } from '../../db/orm.ts';

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
