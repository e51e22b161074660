import type Router from '@koa/router';
import { Party } from '../../db/entities/Party.ts';
import { createPartyRequestSchema } from '../../protocol/api/parties.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { createParty, joinParty, leaveParty, partyNotFound } from '../commands/parties.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentBoss } from '../presenters/boss.ts';
import { presentParty } from '../presenters/party.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from '../realtime/publish.ts';
import { publishMembership } from '../realtime/publishParty.ts';
import type { AppState, SignedInContext } from '../state.ts';

/** Parties (spec 001 section 7): list, my party, create, join, leave. */
export function partyRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/parties' });

  const show = async (ctx: SignedInContext, party: Party) =>
    presentParty(ctx.state.em, party, await deps.realtime.onlineAmong(rooms.party(party.id)));

  router.get('/my-party', async (ctx) => {
    const user = ctx.state.user;
    const party = user.party ? await ctx.state.em.findOne(Party, user.party.id) : null;
    sendJson(ctx, party ? await show(ctx, party) : null);
  });

  router.get('/', async (ctx) => {
    const parties = await ctx.state.em.find(Party, {}, { orderBy: { createdAt: 'desc' }, limit: 100 });
    ctx.body = await Promise.all(parties.map((p) => show(ctx, p)));
  });

  router.post('/', async (ctx) => {
    const { name } = parse(createPartyRequestSchema, ctx.request.body);
    const change = await createParty(ctx.state.em, ctx.state.user.id, name);
    await afterMembership(ctx, change.user, change.achievements, null, change.partyId);
    if (change.spawnedBoss) {
      deps.realtime.toParty(change.partyId).emit('boss:spawned', {
        partyId: change.partyId,
        boss: await presentBoss(ctx.state.em, change.spawnedBoss),
      });
    }
    ctx.status = 201;
    ctx.body = await show(ctx, change.party!);
  });

  router.post('/leave', async (ctx) => {
    const change = await leaveParty(ctx.state.em, ctx.state.user.id);
    await afterMembership(ctx, change.user, [], change.partyId, null);
    ctx.body = { message: 'You left the party.' };
  });

  router.post('/:id/join', async (ctx) => {
    const change = await joinParty(ctx.state.em, ctx.state.user.id, parseRouteId(ctx.params, partyNotFound));
    await afterMembership(ctx, change.user, change.achievements, null, change.partyId);
    ctx.body = await show(ctx, change.party!);
  });

  async function afterMembership(
    ctx: SignedInContext,
    user: Parameters<typeof presentUserWithEquipment>[1],
    achievements: Parameters<typeof presentUnlocked>[0][],
    left: string | null,
    joined: string | null,
  ) {
    publishPlayerProgress(
      deps.realtime,
      await presentUserWithEquipment(ctx.state.em, user),
      achievements.map(presentUnlocked),
    );
    await publishMembership(deps, ctx.state.em, { userId: user.id, left, joined });
  }

  return mountable(router);
}
