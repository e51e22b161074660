import { chatMessagePayloadSchema, chatRemovedPayloadSchema } from '@protocol/socket/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket.ts';
import { addChatMessage, markChatMessageRemoved } from '../api/party-chat.ts';

/**
 * The party's talk, live from every instance: a new message joins the history, a moderator's removal
 * empties one in place. After a reconnect the history is read again, which repairs any gap.
 */
export function usePartyChatEvents(partyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent('chat:message', chatMessagePayloadSchema, ({ message }) => {
    if (message.partyId === partyId) addChatMessage(queryClient, message);
  });
  useSocketEvent('chat:removed', chatRemovedPayloadSchema, (payload) => {
    if (payload.partyId === partyId) markChatMessageRemoved(queryClient, partyId, payload.messageId);
  });
}
