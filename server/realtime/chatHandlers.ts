import type { ChatMessage } from '../../db/entities/ChatMessage.ts';
import type { Em } from '../../db/orm.ts';
import { chatSendPayloadSchema } from '../../protocol/socket/chat.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import { sendChatMessage } from '../commands/chat.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../lib/httpErrors.ts';
import { presentChatMessage } from '../presenters/chat.ts';
import { onEvent, type PlayerSocket } from './handler.ts';

/** Sends a chat message under the per-player limit, then shows it to the party on every instance. */
export async function sendAndPublishChat(
  deps: Pick<AppDeps, 'limiters' | 'realtime' | 'flags'>,
  em: Em,
  userId: string,
  text: string,
) {
  await deps.flags.require('party-chat', userId);
  try {
    await consumeOrReject(deps.limiters.chat, userId);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) {
      throw new HttpError(
        429,
        'You are sending messages very fast. Take a breath and try again in a few seconds.',
        err.code,
        {
          headers: err.headers,
        },
      );
    }
    throw err;
  }
  const message: ChatMessage = await sendChatMessage(em, userId, text);
  await em.populate(message, ['user']);
  const dto = presentChatMessage(message);
  deps.realtime.toParty(dto.partyId).emit('chat:message', { message: dto });
  return dto;
}

export function registerChatHandlers(deps: AppDeps, socket: PlayerSocket): void {
  onEvent(deps, socket, 'chat:send', chatSendPayloadSchema, ({ em, user }, payload) =>
    sendAndPublishChat(deps, em, user.id, payload.text),
  );
}
