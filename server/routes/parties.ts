import type Router from '@koa/router';
import { createPartyRequestSchema } from '../../protocol/api/parties.ts';
import { invitePlayerRequestSchema } from '../../protocol/api/partyInvites.ts';
import { createParty, joinParty, leaveParty, partyNotFound, showParty } from '../commands/parties.ts';
import {
  createInviteLink,
  inviteLinkStatus,
  invitePlayer,
  revokeInviteLink,
} from '../commands/partyInvites.ts';
import { type PartyView, partyViewById, recentPartyViews } from '../data/parties.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentParty } from '../presenters/party.ts';
import {
  presentInviteLink,
  presentInviteLinkStatus,
  presentPlayerInvite,
} from '../presenters/partyInvite.ts';
import type { AppState } from '../state.ts';

/** Parties (spec 001 section 7): list, my party, create, join, leave; invite links and invites. */
export function partyRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/parties' });

  const show = async (view: PartyView) => {
    const { online } = await showParty(deps, view);
    return presentParty(view, online);
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
    await leaveParty(ctx.state.em, ctx.state.user.id, deps.clock.now());
    ctx.body = { message: 'You left the party.' };
  });

  // Any member may make, see and withdraw the party's one link (decisions.md).
  router.get('/invite-link', async (ctx) => {
    const partyId = ctx.state.user.party?.id;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentInviteLinkStatus(
      partyId ? await inviteLinkStatus(ctx.state.em, partyId, deps.clock.now()) : null,
    );
  });

  router.post('/invite-link', async (ctx) => {
    const link = await createInviteLink(ctx.state.em, ctx.state.user.id, deps.clock.now());
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = presentInviteLink(link);
  });

  router.delete('/invite-link', async (ctx) => {
    await revokeInviteLink(ctx.state.em, ctx.state.user.id);
    ctx.status = 204;
  });

  router.post('/invites', async (ctx) => {
    const { username } = parse(invitePlayerRequestSchema, ctx.request.body);
    const sent = await invitePlayer(deps, ctx.state.em, ctx.state.user.id, username, deps.clock.now());
    ctx.status = sent.created ? 201 : 200;
    ctx.body = presentPlayerInvite(sent.invite, sent.username, sent.created);
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
