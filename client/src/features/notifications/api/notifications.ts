import { type Notification, notificationListSchema } from '@protocol/api/notifications.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** How many of the newest notifications the panel lists. */
export const NOTIFICATION_LIMIT = 30;

export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications: the newest first, with the number still unread. */
export async function getNotifications(): Promise<NotificationList> {
  return notificationListSchema.parse(
    await apiRequest('GET', `/api/notifications?limit=${NOTIFICATION_LIMIT}`),
  );
}

/** Kept live by the `notification` event; read again after every reconnect and when the panel opens. */
export const notificationsQueryOptions = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: getNotifications,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** A pushed notification goes on top, once, and counts as unread until opened. */
export function addNotification(queryClient: QueryClient, notification: Notification): boolean {
  let added = false;
  queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) => {
    if (!list || list.notifications.some((known) => known.id === notification.id)) return list;
    added = true;
    return {
      notifications: [notification, ...list.notifications].slice(0, NOTIFICATION_LIMIT),
      unreadCount: list.unreadCount + (notification.read ? 0 : 1),
    };
  });
  return added;
}
