import type { Em } from '../../db/orm.ts';
import type { ChatMessage as ChatMessageDto } from '../../protocol/api/chat.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import {
  type ChatMessageRecord,
  chatAuthor,
  chatMessageById,
  insertChatMessage,
  removeChatText,
} from '../data/chat.ts';
import type { UserRecord } from '../data/userRecords.ts';
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
  const author = await chatAuthor(em, userId);
  if (!author) throw conflict('Join a party to chat with its members.');
  const message = await insertChatMessage(em, { ...author, userId, text }, now);
  const dto = presentChatMessage(message);
  publishChatMessage(dto);
  return dto;
}

/** Admins and moderators remove a message: its row stays (who, when), its text goes. */
export async function removeChatMessage(
  em: Em,
  moderator: Pick<UserRecord, 'id' | 'role'>,
  messageId: string,
  now: Date,
): Promise<ChatMessageRecord> {
  if (!abilitiesOf(moderator.role).moderate) {
    throw forbidden('Only admins and moderators can remove messages.');
  }
  const found = await chatMessageById(em, messageId);
  if (!found) throw notFound('Message not found');
  let message = found;
  if (!found.removedAt) {
    message = (await removeChatText(em, messageId, moderator.id, now))
      ? { ...found, text: '', removedAt: now, removedById: moderator.id }
      : // Removed a moment ago by another moderator: their removal stands.
        ((await chatMessageById(em, messageId)) ?? found);
  }
  publishChatRemoved(message.partyId, message.id);
  return message;
}
