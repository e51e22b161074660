import { useQueryClient } from '@tanstack/react-query';
import { notificationPayloadSchema } from '../../../../../protocol/socket/community.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { addNotification } from '../api/notifications.ts';

/**
 * `notification`: a new one goes on top of the list and raises the bell's count, on every tab of the
 * player. Before the list has loaded there is nothing to add to: it is read then instead.
 * `onArrived` lets the bell tell screen readers, politely.
 */
export function useNotificationEvents(onArrived: (title: string) => void) {
  const queryClient = useQueryClient();
  useSocketEvent('notification', notificationPayloadSchema, ({ notification }) => {
    if (addNotification(queryClient, notification)) onArrived(notification.title);
    else if (!queryClient.getQueryData(queryKeys.notifications))
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  });
}
