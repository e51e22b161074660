import type Router from '@koa/router';
import {
  CLAN_SEARCH_LIMIT,
  clanSearchQuerySchema,
  createClanRequestSchema,
} from '../../protocol/api/clans.ts';
import { clanNotFound, createClan, joinClan, leaveClan } from '../commands/clans.ts';
import { clanById, clanFeed, clanView, searchClans } from '../data/clans.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentClan, presentClanActivity, presentClanWithMembers } from '../presenters/community.ts';
import type { AppState } from '../state.ts';

/** How many feed lines a clan's page shows. */
const FEED_LENGTH = 50;

/** Clans (spec 001): search, found, join, leave, a clan's page and its live feed. */
export function clanRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/clans' });
  const parseClanId = (params: unknown) => parseRouteId(params, clanNotFound);

  router.get('/', async (ctx) => {
    const { search, page } = parse(clanSearchQuerySchema, ctx.query);
    ctx.body = (await searchClans(ctx.state.em, search, page, CLAN_SEARCH_LIMIT)).map(presentClan);
  });

  router.get('/my-clan', async (ctx) => {
    const user = ctx.state.user;
    const clan = user.clan ? await clanById(ctx.state.em, user.clan.id) : null;
    sendJson(ctx, clan ? presentClan(clan) : null);
  });

  router.post('/', async (ctx) => {
    const input = parse(createClanRequestSchema, ctx.request.body);
    const { clan } = await createClan(ctx.state.em, ctx.state.user.id, input, deps.clock.now());
    ctx.status = 201;
    ctx.body = presentClan(clan);
  });

  router.post('/leave', async (ctx) => {
    await leaveClan(ctx.state.em, ctx.state.user.id, deps.clock.now());
    ctx.body = { message: 'You left the clan.' };
  });

  router.post('/:id/join', async (ctx) => {
    const { clan } = await joinClan(
      ctx.state.em,
      ctx.state.user.id,
      parseClanId(ctx.params),
      deps.clock.now(),
    );
    ctx.body = presentClan(clan);
  });

  router.get('/:id', async (ctx) => {
    const view = await clanView(ctx.state.em, parseClanId(ctx.params));
    if (!view) throw clanNotFound();
    ctx.body = presentClanWithMembers(view);
  });

  router.get('/:id/activity', async (ctx) => {
    const items = await clanFeed(ctx.state.em, parseClanId(ctx.params), FEED_LENGTH);
    if (!items) throw clanNotFound();
    ctx.body = items.map(presentClanActivity);
  });

  return mountable(router);
}
