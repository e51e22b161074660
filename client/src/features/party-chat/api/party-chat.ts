import { CHAT_HISTORY, type ChatMessage, chatMessageSchema } from '@protocol/api/chat.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

/** Keyed by party: another party's talk is never shown while the new one loads. */
export const partyChatQueryKey = (partyId: string) => ['/api/parties/chat', partyId] as const;

/** GET /api/parties/chat: the party's latest messages (at most 200), oldest first. */
export async function getPartyChat(): Promise<ChatMessage[]> {
  return chatMessageSchema.array().parse(await apiRequest('GET', '/api/parties/chat'));
}

/** Read afresh when the screen opens; `chat:message` and `chat:removed` keep it live after that. */
export function partyChatQueryOptions(partyId: string) {
  return queryOptions({ queryKey: partyChatQueryKey(partyId), queryFn: getPartyChat, staleTime: 0 });
}

export function usePartyChat(partyId: string) {
  return useQuery(partyChatQueryOptions(partyId));
}

/**
 * Adds a message once: the sender gets it twice (the acknowledgement and the party's push), and a
 * refetch may already hold it. Only the newest 200 are kept, as the server's history does.
 */
export function addChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(partyChatQueryKey(message.partyId), (messages) => {
    if (!messages || messages.some((known) => known.id === message.id)) return messages;
    return [...messages, message].slice(-CHAT_HISTORY);
  });
}

/** A moderator removed a message: it stays in place, without its text, marked as removed. */
export function markChatMessageRemoved(queryClient: QueryClient, partyId: string, messageId: string): void {
  queryClient.setQueryData<ChatMessage[]>(partyChatQueryKey(partyId), (messages) =>
    messages?.map((message) =>
      message.id === messageId ? { ...message, text: '', removed: true } : message,
    ),
  );
}
