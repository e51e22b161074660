import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../protocol/api/notifications.ts';
import { partySchema } from '../../../../../protocol/api/parties.ts';
import { apiRequest } from '../../../lib/api.ts';
import { applyJoinedParty } from '../../../lib/party-joined.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { NotificationList } from './notifications.ts';

/** The invite's notification is gone on the server once answered: it goes from the list at once. */
function dropNotification(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) =>
    list
      ? {
          notifications: list.notifications.filter((n) => n.id !== notification.id),
          unreadCount: Math.max(0, list.unreadCount - (notification.read ? 0 : 1)),
        }
      : list,
  );
}

const inviteId = (notification: Notification) => String(notification.data.inviteId ?? '');

/** POST /api/party-invites/{id}/accept: joins by the rules of every join (409 full or in a party). */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: Notification) =>
      partySchema.parse(
        await apiRequest('POST', `/api/party-invites/${encodeURIComponent(inviteId(notification))}/accept`),
      ),
    onSuccess: (party, notification) => {
      dropNotification(queryClient, notification);
      applyJoinedParty(queryClient, party);
    },
    // Gone or expired: the list as the server has it now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

/** POST /api/party-invites/{id}/decline: the invite and its notification go. */
export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: Notification) => {
      await apiRequest('POST', `/api/party-invites/${encodeURIComponent(inviteId(notification))}/decline`);
    },
    onSuccess: (_done, notification) => dropNotification(queryClient, notification),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
