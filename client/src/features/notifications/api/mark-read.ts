import {
  markAllReadResponseSchema,
  markReadResponseSchema,
  type Notification,
} from '@protocol/api/notifications.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { NotificationList } from './notifications.ts';

export async function markRead(id: string) {
  return markReadResponseSchema.parse(
    await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
  );
}

export async function markAllRead() {
  return markAllReadResponseSchema.parse(await apiRequest('POST', '/api/notifications/read-all'));
}

const readNow = (notification: Notification): Notification =>
  notification.read ? notification : { ...notification, read: true, readAt: new Date().toISOString() };

function patchList(queryClient: QueryClient, change: (list: NotificationList) => NotificationList) {
  queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) => (list ? change(list) : list));
}

/**
 * Both marks show at once (the count drops as the player clicks), then take the server's figures;
 * a failure says so calmly and reads the list again.
 */
function useReadFeedback(queryClient: QueryClient) {
  const { t } = useTranslation();
  return {
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
    },
    onError: (error: unknown) => {
      toast({
        title: t('notifications.markFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const feedback = useReadFeedback(queryClient);
  return useMutation({
    mutationFn: markRead,
    onMutate: async (id: string) => {
      await feedback.onMutate();
      patchList(queryClient, (list) => {
        const target = list.notifications.find((notification) => notification.id === id);
        if (!target || target.read) return list;
        return {
          notifications: list.notifications.map((n) => (n.id === id ? readNow(n) : n)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      });
    },
    onSuccess: ({ notification, unreadCount }) =>
      patchList(queryClient, (list) => ({
        notifications: list.notifications.map((n) => (n.id === notification.id ? notification : n)),
        unreadCount,
      })),
    onError: feedback.onError,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const feedback = useReadFeedback(queryClient);
  return useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      await feedback.onMutate();
      patchList(queryClient, (list) => ({ notifications: list.notifications.map(readNow), unreadCount: 0 }));
    },
    onSuccess: ({ unreadCount }) => patchList(queryClient, (list) => ({ ...list, unreadCount })),
    onError: feedback.onError,
  });
}
