import type { ChatMessage as ChatMessageDto } from '../../protocol/api/chat.ts';
import type { ChatMessageRecord } from '../data/chat.ts';

/** A message with its author's name. */
export const presentChatMessage = (m: ChatMessageRecord): ChatMessageDto => ({
  id: m.id,
  partyId: m.partyId,
  userId: m.userId,
  username: m.username,
  text: m.removedAt ? '' : m.text,
  removed: Boolean(m.removedAt),
  createdAt: m.createdAt.toISOString(),
});
