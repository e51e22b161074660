import type Router from '@koa/router';
import { Quest } from '../../db/entities/Quest.ts';
import { createQuestRequestSchema } from '../../protocol/api/quests.ts';
import { abandonQuest, createQuest } from '../commands/quests.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentQuest } from '../presenters/quest.ts';
import type { AppState } from '../state.ts';
import { completeQuestAndPublish } from './questCompletion.ts';

/** Quests: the player's own only; another player's quest is answered as not found. */
export function questRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/quests' });

  router.get('/', async (ctx) => {
    const quests = await ctx.state.em.find(
      Quest,
      { user: ctx.state.user.id },
      { orderBy: { completed: 'asc', createdAt: 'desc' }, limit: 500 },
    );
    ctx.body = quests.map(presentQuest);
  });

  router.post('/', async (ctx) => {
    const input = parse(createQuestRequestSchema, ctx.request.body);
    const quest = await createQuest(ctx.state.em, ctx.state.user, input);
    ctx.status = 201;
    ctx.body = presentQuest(quest);
  });

  router.patch('/:id/complete', async (ctx) => {
    const { id } = parseId(ctx.params);
    ctx.body = (await completeQuestAndPublish(deps, ctx, id, false)).body;
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseId(ctx.params);
    await abandonQuest(ctx.state.em, ctx.state.user.id, id);
    ctx.status = 204;
  });

  return mountable(router);
}

const parseId = (params: unknown) => ({ id: parseRouteId(params, () => notFound('Quest not found')) });
