import type Router from '@koa/router';
import { z } from 'zod';
import { inviteTokenSchema } from '../../protocol/api/partyInvites.ts';
import { showParty } from '../commands/parties.ts';
import {
  acceptInvite,
  declineInvite,
  inviteNotFound,
  joinByInviteLink,
  previewInviteLink,
} from '../commands/partyInvites.ts';
import type { PartyView } from '../data/parties.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parseRouteId } from '../middlewares/validate.ts';
import { presentParty } from '../presenters/party.ts';
import { presentInvitePreview } from '../presenters/partyInvite.ts';
import type { AppState } from '../state.ts';

const tokenParamsSchema = z.object({ token: inviteTokenSchema });

/** A malformed token names no link: the same 404 as an unknown one. */
function parseToken(params: unknown): string {
  const parsed = tokenParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('This invite link is no longer valid. Ask your friend for a new one.');
  return parsed.data.token;
}

/** The invited player's side: open a link, join through it; accept or decline a named invite. */
export function partyInviteRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/party-invites' });

  const show = async (view: PartyView | null) => {
    if (!view) return null;
    const { online } = await showParty(deps, view);
    return presentParty(view, online);
  };

  router.get('/link/:token', async (ctx) => {
    const preview = await previewInviteLink(ctx.state.em, parseToken(ctx.params), deps.clock.now());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentInvitePreview(preview);
  });

  router.post('/link/:token/join', async (ctx) => {
    const token = parseToken(ctx.params);
    const { party } = await joinByInviteLink(ctx.state.em, ctx.state.user.id, token, deps.clock.now());
    ctx.body = await show(party);
  });

  router.post('/:id/accept', async (ctx) => {
    const id = parseRouteId(ctx.params, inviteNotFound);
    const { party } = await acceptInvite(ctx.state.em, ctx.state.user.id, id, deps.clock.now());
    ctx.body = await show(party);
  });

  router.post('/:id/decline', async (ctx) => {
    await declineInvite(ctx.state.em, ctx.state.user.id, parseRouteId(ctx.params, inviteNotFound));
    ctx.status = 204;
  });

  return mountable(router);
}
