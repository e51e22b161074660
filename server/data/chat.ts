import { ChatMessage } from '../../db/entities/ChatMessage.ts';
import type { Em } from '../../db/orm.ts';

/** A party's latest messages, oldest first (the order a chat shows them). */
export async function chatHistory(em: Em, partyId: string, limit: number): Promise<ChatMessage[]> {
  const latest = await em.find(
    ChatMessage,
    { party: partyId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit, populate: ['user'] },
  );
  return latest.reverse();
}
