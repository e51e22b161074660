import { notificationPayloadSchema } from '@protocol/socket/community.ts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent } from '@/lib/socket.ts';
import { addNotification } from '../api/notifications.ts';

/**
 * `notification`: a new one goes on top of the list and raises the bell's count, on every tab of the
 * player. Before the list has loaded there is nothing to add to: it is read then instead.
 * `onArrived` lets the bell tell screen readers, politely. A reminder the player set also shows a
 * calm toast, since it was asked for at this moment (a focus session's end has its own toast from
 * the timer that completes it).
 */
export function useNotificationEvents(onArrived: (title: string) => void) {
  const queryClient = useQueryClient();
  useSocketEvent('notification', notificationPayloadSchema, ({ notification }) => {
    const added = addNotification(queryClient, notification);
    if (added) onArrived(notification.title);
    else if (!queryClient.getQueryData(queryKeys.notifications))
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    if (notification.type === 'reminder' && (added || !queryClient.getQueryData(queryKeys.notifications)))
      toast({ title: notification.title, description: notification.body });
  });
}
