import { type ChatMessage, chatMessageSchema } from '@protocol/api/chat.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { type PlayerSocket, usePlayerSocket } from '@/lib/socket.ts';
import { addChatMessage, markChatMessageRemoved } from './party-chat.ts';

/** How long a sent message may wait for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

/** The server refused a message sent over the socket (its code and human message). */
export class ChatSendError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ChatSendError';
    this.code = code;
  }
}

/** `chat:send` with its acknowledgement: the stored message, or why it was refused. */
function sendOverSocket(socket: PlayerSocket, text: string): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    socket.timeout(ACK_TIMEOUT_MS).emit('chat:send', { text }, (timedOut, result) => {
      if (timedOut) reject(new ChatSendError('timeout', ''));
      else if (result.ok) resolve(chatMessageSchema.parse(result.data));
      else reject(new ChatSendError(result.error.code, result.error.message));
    });
  });
}

/**
 * Sends over the live connection when there is one (the acknowledgement carries the stored message),
 * else through POST /api/parties/chat; either way the server pushes it to the whole party.
 */
export function useSendChat() {
  const queryClient = useQueryClient();
  const socket = usePlayerSocket()?.socket ?? null;
  return useMutation({
    mutationFn: async (text: string): Promise<ChatMessage> => {
      if (socket?.connected) return sendOverSocket(socket, text);
      return chatMessageSchema.parse(await apiRequest('POST', '/api/parties/chat', { text }));
    },
    onSuccess: (message) => addChatMessage(queryClient, message),
  });
}

/** DELETE /api/parties/chat/{id}: admins and moderators take a message's text away for everyone. */
export function useRemoveChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      chatMessageSchema.parse(
        await apiRequest('DELETE', `/api/parties/chat/${encodeURIComponent(messageId)}`),
      ),
    onSuccess: (message) => markChatMessageRemoved(queryClient, message.partyId, message.id),
  });
}
