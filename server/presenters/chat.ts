import type { ChatMessage } from '../../db/entities/ChatMessage.ts';
import type { ChatMessage as ChatMessageDto } from '../../protocol/api/chat.ts';

/** The message's author must be loaded. */
export const presentChatMessage = (m: ChatMessage): ChatMessageDto => ({
  id: m.id,
  partyId: m.party.id,
  userId: m.user.id,
  username: m.user.username,
  text: m.removedAt ? '' : m.text,
  removed: Boolean(m.removedAt),
  createdAt: m.createdAt.toISOString(),
});
