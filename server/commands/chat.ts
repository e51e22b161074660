import { ChatMessage } from '../../db/entities/ChatMessage.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { ChatMessage as ChatMessageDto } from '../../protocol/api/chat.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, forbidden, HttpError, notFound } from '../lib/httpErrors.ts';
import { abilitiesOf } from '../policies/roles.ts';
import { presentChatMessage } from '../presenters/chat.ts';
import { publishChatMessage, publishChatRemoved } from '../realtime/publish/chat.ts';

/**
 * A party chat message from a current member, over REST or the socket alike: under the
 * per-player limit (shared by every instance), stored, then shown to the party after commit.
 */
export async function sendChat(
  deps: Pick<AppDeps, 'limiters' | 'flags'>,
  em: Em,
  userId: string,
  text: string,
  now: Date,
): Promise<ChatMessageDto> {
  await deps.flags.require('party-chat', userId);
  try {
    await consumeOrReject(deps.limiters.chat, userId);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) {
      throw new HttpError(
        429,
        'You are sending messages very fast. Take a breath and try again in a few seconds.',
        err.code,
        { headers: err.headers },
      );
    }
    throw err;
  }
  const user = await em.findOneOrFail(User, userId, { refresh: true });
  if (!user.party) throw conflict('Join a party to chat with its members.');
  const message = em.create(ChatMessage, { party: user.party, user, text, createdAt: now });
  await em.flush();
  const dto = presentChatMessage(message);
  publishChatMessage(dto);
  return dto;
}

/** Admins and moderators remove a message: its row stays (who, when), its text goes. */
export async function removeChatMessage(
  em: Em,
  moderator: User,
  messageId: string,
  now: Date,
): Promise<ChatMessage> {
  if (!abilitiesOf(moderator.role).moderate) {
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
  publishChatRemoved(message.party.id, message.id);
  return message;
}
