import { ChatMessage } from '../../db/entities/ChatMessage.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { conflict, forbidden, notFound } from '../lib/httpErrors.ts';

/** Stores a party chat message from a current member. */
export async function sendChatMessage(
  em: Em,
  userId: string,
  text: string,
  now = new Date(),
): Promise<ChatMessage> {
  const user = await em.findOneOrFail(User, userId, { refresh: true });
  if (!user.party) throw conflict('Join a party to chat with its members.');
  const message = em.create(ChatMessage, { party: user.party, user, text, createdAt: now });
  await em.flush();
  return message;
}

/** Admins and moderators remove a message: its row stays (who, when), its text goes. */
export async function removeChatMessage(
  em: Em,
  moderator: User,
  messageId: string,
  now = new Date(),
): Promise<ChatMessage> {
  if (moderator.role !== 'admin' && moderator.role !== 'moderator') {
    throw forbidden('Only admins and moderators can remove messages.');
  }
  const message = await em.findOne(ChatMessage, messageId, { populate: ['user'] });
  if (!message) throw notFound('Message not found');
  if (!message.removedAt) {
    message.removedAt = now;
    message.removedBy = moderator;
    message.text = '';
    await em.flush();
  }
  return message;
}
