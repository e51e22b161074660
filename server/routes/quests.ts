import type Router from '@koa/router';
import { createQuestRequestSchema, updateQuestRequestSchema } from '../../protocol/api/quests.ts';
import { completeQuest } from '../commands/completeQuest.ts';
import { abandonQuest, createQuest, questNotFound, updateQuest } from '../commands/quests.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentQuestRow } from '../presenters/quest.ts';
import { presentCompletion } from '../presenters/questCompletion.ts';
import type { AppState } from '../state.ts';
import { questListAnswer } from './answers.ts';

/** Quests: the player's own only; another player's quest is answered as not found. */
export function questRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/quests' });

  router.get('/', async (ctx) => {
    ctx.body = await questListAnswer(ctx.state, deps.clock.now());
  });

  router.post('/', async (ctx) => {
    const input = parse(createQuestRequestSchema, ctx.request.body);
    const now = deps.clock.now();
    const quest = await createQuest(ctx.state.em, ctx.state.player, input, now);
    ctx.status = 201;
    ctx.body = presentQuestRow(quest, { now, timeZone: ctx.state.player.timezone });
  });

  router.patch('/:id', async (ctx) => {
    const { id } = parseId(ctx.params);
    const changes = parse(updateQuestRequestSchema, ctx.request.body);
    const at = { now: deps.clock.now(), timeZone: ctx.state.player.timezone };
    const quest = await updateQuest(ctx.state.em, ctx.state.player.id, id, changes, at.now, at.timeZone);
    ctx.body = presentQuestRow(quest, at);
  });

  router.patch('/:id/complete', async (ctx) => {
    const { id } = parseId(ctx.params);
    ctx.body = presentCompletion(
      await completeQuest(deps, ctx.state.em, ctx.state.player.id, id, { requireBoss: false }),
    );
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseId(ctx.params);
    await abandonQuest(ctx.state.em, ctx.state.player.id, id);
    ctx.status = 204;
  });

  return mountable(router);
}

const parseId = (params: unknown) => ({ id: parseRouteId(params, questNotFound) });
