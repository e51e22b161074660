import type Router from '@koa/router';
import { CHAT_HISTORY, sendChatRequestSchema } from '../../protocol/api/chat.ts';
import { removeChatMessage, sendChat } from '../commands/chat.ts';
import { chatHistory } from '../data/chat.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentChatMessage } from '../presenters/chat.ts';
import type { AppState } from '../state.ts';

/** Party chat over REST: history for (re)connects, sending without a socket, and moderation. */
export function chatRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/parties/chat' });

  router.get('/', async (ctx) => {
    const user = ctx.state.user;
    if (!user.party) throw conflict('Join a party to chat with its members.');
    ctx.body = (await chatHistory(ctx.state.em, user.party.id, CHAT_HISTORY)).map(presentChatMessage);
  });

  router.post('/', async (ctx) => {
    const { text } = parse(sendChatRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await sendChat(deps, ctx.state.em, ctx.state.user.id, text, deps.clock.now());
  });

  router.delete('/:id', async (ctx) => {
    const id = parseRouteId(ctx.params, () => notFound('Message not found'));
    const message = await removeChatMessage(ctx.state.em, ctx.state.user, id, deps.clock.now());
    ctx.body = presentChatMessage(message);
  });

  return mountable(router);
}
