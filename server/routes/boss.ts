import type Router from '@koa/router';
import { Party } from '../../db/entities/Party.ts';
import { dealDamageRequestSchema } from '../../protocol/api/boss.ts';
import { activeBoss } from '../commands/bossHit.ts';
import { spawnDueBosses } from '../commands/bossSpawn.ts';
import type { AppDeps } from '../deps.ts';
import { announceSpawned } from '../jobs/bossSpawner.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentBoss } from '../presenters/boss.ts';
import type { AppState } from '../state.ts';
import { completeQuestAndPublish } from './questCompletion.ts';

/** The party's boss: the current one, and a quest used against it. */
export function bossRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/boss' });

  router.get('/current', async (ctx) => {
    const user = ctx.state.user;
    let party = user.party ? await ctx.state.em.findOne(Party, user.party.id) : null;
    if (party && !party.currentBoss && party.nextBossAt && party.nextBossAt <= new Date()) {
      // The rest is over: spawn now rather than wait for the next poll.
      await announceSpawned(deps, await spawnDueBosses(ctx.state.em.fork(), new Date(), party.id));
      party = await ctx.state.em.findOne(Party, party.id, { refresh: true });
    }
    const boss = party ? await activeBoss(ctx.state.em, party) : null;
    ctx.set('Cache-Control', 'no-store');
    sendJson(ctx, boss ? await presentBoss(ctx.state.em, boss) : null);
  });

  router.post('/damage', async (ctx) => {
    const { questId } = parse(dealDamageRequestSchema, ctx.request.body);
    const { done, body } = await completeQuestAndPublish(deps, ctx, questId, true);
    const hit = done.hit!;
    ctx.body = {
      damage: hit.damage,
      defeated: hit.defeated,
      boss: await presentBoss(ctx.state.em, hit.boss),
      quest: body.quest,
      user: body.user,
      rewards: body.rewards,
      achievements: body.achievements,
    };
  });

  return mountable(router);
}
