import type Router from '@koa/router';
import { Clan } from '../../db/entities/Clan.ts';
import { ClanActivity } from '../../db/entities/ClanActivity.ts';
import { User } from '../../db/entities/User.ts';
import {
  CLAN_SEARCH_LIMIT,
  clanSearchQuerySchema,
  createClanRequestSchema,
} from '../../protocol/api/clans.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { clanNotFound, createClan, joinClan, leaveClan } from '../commands/clans.ts';
import type { AppDeps } from '../deps.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentClan, presentClanActivity } from '../presenters/community.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from '../realtime/publish.ts';
import type { AppState, SignedInContext } from '../state.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clans (spec 001): search, found, join, leave, a clan's page and its live feed. */
export function clanRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/clans' });

  const parseClanId = (params: unknown) => parseRouteId(params, clanNotFound);
  const afterMembership = async (
    ctx: SignedInContext,
    user: User,
    left: string | null,
    joined: string | null,
  ) => {
    deps.realtime.moveUser(user.id, left ? rooms.clan(left) : null, joined ? rooms.clan(joined) : null);
    publishPlayerProgress(deps.realtime, await presentUserWithEquipment(ctx.state.em, user));
  };

  router.get('/', async (ctx) => {
    const { search, page } = parse(clanSearchQuerySchema, ctx.query);
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    const clans = await ctx.state.em.find(
      Clan,
      search
        ? {
            archivedAt: null,
            $or: [
              { name: { $ilike: pattern } },
              { tag: { $ilike: pattern } },
              { description: { $ilike: pattern } },
            ],
          }
        : { archivedAt: null },
      {
        orderBy: { memberCount: 'desc', createdAt: 'asc' },
        limit: CLAN_SEARCH_LIMIT,
        offset: (page - 1) * CLAN_SEARCH_LIMIT,
      },
    );
    ctx.body = clans.map(presentClan);
  });

  router.get('/my-clan', async (ctx) => {
    const user = ctx.state.user;
    const clan = user.clan ? await ctx.state.em.findOne(Clan, user.clan.id) : null;
    sendJson(ctx, clan ? presentClan(clan) : null);
  });

  router.post('/', async (ctx) => {
    const input = parse(createClanRequestSchema, ctx.request.body);
    const clan = await createClan(ctx.state.em, ctx.state.user.id, input);
    const user = await ctx.state.em.findOneOrFail(User, ctx.state.user.id, { refresh: true });
    await afterMembership(ctx, user, null, clan.id);
    ctx.status = 201;
    ctx.body = presentClan(clan);
  });

  router.post('/leave', async (ctx) => {
    const { clan, user } = await leaveClan(ctx.state.em, ctx.state.user.id);
    await afterMembership(ctx, user, clan.id, null);
    ctx.body = { message: 'You left the clan.' };
  });

  router.post('/:id/join', async (ctx) => {
    const clan = await joinClan(ctx.state.em, ctx.state.user.id, parseClanId(ctx.params));
    const user = await ctx.state.em.findOneOrFail(User, ctx.state.user.id, { refresh: true });
    await afterMembership(ctx, user, null, clan.id);
    ctx.body = presentClan(clan);
  });

  router.get('/:id', async (ctx) => {
    const clan = await ctx.state.em.findOne(Clan, parseClanId(ctx.params));
    if (!clan) throw clanNotFound();
    const members = await ctx.state.em.find(
      User,
      { clan: clan.id },
      { orderBy: { clanJoinedAt: 'asc', id: 'asc' } },
    );
    ctx.body = {
      ...presentClan(clan),
      members: members.map((m) => ({
        id: m.id,
        username: m.username,
        level: m.level,
        avatarColor: m.avatarColor,
        isLeader: clan.leader?.id === m.id,
        joinedAt: m.clanJoinedAt ? m.clanJoinedAt.toISOString() : null,
      })),
    };
  });

  router.get('/:id/activity', async (ctx) => {
    const clanId = parseClanId(ctx.params);
    if (!(await ctx.state.em.count(Clan, { id: clanId }))) throw clanNotFound();
    const items = await ctx.state.em.find(
      ClanActivity,
      { clan: clanId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 },
    );
    ctx.body = items.map(presentClanActivity);
  });

  return mountable(router);
}
