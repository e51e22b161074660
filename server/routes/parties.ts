import type Router from '@koa/router';
import { createPartyRequestSchema } from '../../protocol/api/parties.ts';
import { createParty, joinParty, leaveParty, partyNotFound, showParty } from '../commands/parties.ts';
import { type PartyView, partyViewById, recentPartyViews } from '../data/parties.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentParty, rosterOfView } from '../presenters/party.ts';
import type { AppState } from '../state.ts';

/** Parties (spec 001 section 7): list, my party, create, join, leave. */
export function partyRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/parties' });

  const show = async (view: PartyView) => {
    const { online } = await showParty(deps, view);
    return presentParty(rosterOfView(view), online);
  };

  router.get('/my-party', async (ctx) => {
    const user = ctx.state.user;
    const view = user.party ? await partyViewById(ctx.state.em, user.party.id) : null;
    sendJson(ctx, view ? await show(view) : null);
  });

  router.get('/', async (ctx) => {
    ctx.body = await Promise.all((await recentPartyViews(ctx.state.em, 100)).map(show));
  });

  router.post('/', async (ctx) => {
    const { name } = parse(createPartyRequestSchema, ctx.request.body);
    // The server's clock: when a member joined and the boss appeared decide the strike back.
    const { party } = await createParty(ctx.state.em, ctx.state.user.id, name, deps.clock.now());
    ctx.status = 201;
    if (party) ctx.body = await show(party);
  });

  router.post('/leave', async (ctx) => {
    await leaveParty(ctx.state.em, ctx.state.user.id);
    ctx.body = { message: 'You left the party.' };
  });

  router.post('/:id/join', async (ctx) => {
    const { party } = await joinParty(
      ctx.state.em,
      ctx.state.user.id,
      parseRouteId(ctx.params, partyNotFound),
      deps.clock.now(),
    );
    if (party) ctx.body = await show(party);
  });

  return mountable(router);
}
