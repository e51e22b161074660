import type Router from '@koa/router';
import { dealDamageRequestSchema } from '../../protocol/api/boss.ts';
import { completeQuest } from '../commands/completeQuest.ts';
import { currentBossView } from '../data/bosses.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentBoss } from '../presenters/boss.ts';
import { presentBossDamage } from '../presenters/questCompletion.ts';
import type { AppState } from '../state.ts';

/** The party's boss: the current one, and a quest used against it. */
export function bossRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/boss' });

  router.get('/current', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const boss = await currentBossView(ctx.state.em, ctx.state.user);
    sendJson(ctx, boss ? presentBoss(boss) : null);
  });

  router.post('/damage', async (ctx) => {
    const { questId } = parse(dealDamageRequestSchema, ctx.request.body);
    const done = await completeQuest(deps, ctx.state.em, ctx.state.player.id, questId, { requireBoss: true });
    if (!done.hit) throw new Error('a boss hit without a hit');
    ctx.body = presentBossDamage({ ...done, hit: done.hit });
  });

  return mountable(router);
}
