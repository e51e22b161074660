import type Router from '@koa/router';
import { starterOfferIdSchema } from '../../protocol/api/starters.ts';
import { acceptStarter, starterNotFound, starterOffers } from '../commands/starterQuests.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { presentQuestRow } from '../presenters/quest.ts';
import type { AppState } from '../state.ts';

/**
 * The Quest Companion's starter quests: offered each local day (by the server's clock), added only
 * by the player's click.
 */
export function starterQuestRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/starter-quests' });

  router.get('/', async (ctx) => {
    ctx.body = await starterOffers(deps, ctx.state.em, ctx.state.user, deps.clock.now());
  });

  router.post('/:id/accept', async (ctx) => {
    const parsed = starterOfferIdSchema.safeParse(ctx.params);
    if (!parsed.success) throw starterNotFound();
    const now = deps.clock.now();
    const quest = await acceptStarter(deps, ctx.state.em, ctx.state.user, parsed.data.id, now);
    ctx.status = 201;
    ctx.body = { quest: presentQuestRow(quest, { now, timeZone: ctx.state.user.timezone }) };
  });

  return mountable(router);
}
