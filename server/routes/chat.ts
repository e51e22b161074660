import type Router from '@koa/router';
import { ChatMessage } from '../../db/entities/ChatMessage.ts';
import { CHAT_HISTORY, sendChatRequestSchema } from '../../protocol/api/chat.ts';
import { removeChatMessage } from '../commands/chat.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentChatMessage } from '../presenters/chat.ts';
import { sendAndPublishChat } from '../realtime/chatHandlers.ts';
import type { AppState } from '../state.ts';

/** Party chat over REST: history for (re)connects, sending without a socket, and moderation. */
export function chatRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/parties/chat' });

  router.get('/', async (ctx) => {
    const user = ctx.state.user;
    if (!user.party) throw conflict('Join a party to chat with its members.');
    const latest = await ctx.state.em.find(
      ChatMessage,
      { party: user.party.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: CHAT_HISTORY, populate: ['user'] },
    );
    ctx.body = latest.reverse().map(presentChatMessage);
  });

  router.post('/', async (ctx) => {
    const { text } = parse(sendChatRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await sendAndPublishChat(deps, ctx.state.em, ctx.state.user.id, text);
  });

  router.delete('/:id', async (ctx) => {
    const id = parseRouteId(ctx.params, () => notFound('Message not found'));
    const message = await removeChatMessage(ctx.state.em, ctx.state.user, id);
    deps.realtime
      .toParty(message.party.id)
      .emit('chat:removed', { partyId: message.party.id, messageId: message.id });
    ctx.body = presentChatMessage(message);
  });

  return mountable(router);
}
