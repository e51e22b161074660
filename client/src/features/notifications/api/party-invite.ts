import type { Notification } from '@protocol/api/notifications.ts';
import { partySchema } from '@protocol/api/parties.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { partyInviteErrorText } from '@/lib/party-invite-errors.ts';
import { applyJoinedParty } from '@/lib/party-joined.ts';
import { queryKeys } from '@/lib/query-keys.ts';
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

/**
 * The toasts live in the hooks' own callbacks, not in `mutate(…, { onSuccess })`: answering drops
 * the invite's row, and a row that has unmounted never hears the callbacks given to its `mutate`
 * (the decline's 'Invite declined' was lost that way whenever the list re-rendered first).
 */
function useInviteFailed() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t('partyInvites.joinFailed'),
      description: partyInviteErrorText(t, error, 'invite'),
      variant: 'destructive',
    });
}

/** POST /api/party-invites/{id}/accept: joins by the rules of every join (409 full or in a party). */
export function useAcceptInvite(onJoined: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useInviteFailed();
  return useMutation({
    mutationFn: async (notification: Notification) =>
      partySchema.parse(
        await apiRequest('POST', `/api/party-invites/${encodeURIComponent(inviteId(notification))}/accept`),
      ),
    onSuccess: (party, notification) => {
      dropNotification(queryClient, notification);
      applyJoinedParty(queryClient, party);
      toast({ title: t('partyInvites.joined', { name: party.name }), variant: 'success' });
      onJoined();
    },
    // Gone or expired: said, and the list as the server has it now.
    onError: (error) => {
      failed(error);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}

/** POST /api/party-invites/{id}/decline: the invite and its notification go. */
export function useDeclineInvite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useInviteFailed();
  return useMutation({
    mutationFn: async (notification: Notification) => {
      await apiRequest('POST', `/api/party-invites/${encodeURIComponent(inviteId(notification))}/decline`);
    },
    onSuccess: (_done, notification) => {
      dropNotification(queryClient, notification);
      toast({ title: t('partyInvites.declined') });
    },
    onError: (error) => {
      failed(error);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}
