import Router, { type RouterOptions } from '@koa/router';
import { wrap } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { SESSION_ABSOLUTE_MS, sessionDataSchema } from '../auth/sessionStore.ts';
import { isNewDay, startPlayerDay } from '../commands/startPlayerDay.ts';
import { rowById } from '../data/rowById.ts';
import { type SessionPlayer, touchSession } from '../data/sessions.ts';
import { isBanActive } from '../domain/account/ban.ts';
import type { Clock } from '../lib/clock.ts';
import { unauthenticated } from '../lib/httpErrors.ts';
import type { AppState, SignedInState } from '../state.ts';

/** How often `lastActivity` is written for an active player (it feeds the admin's 'active' figures). */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Resolves the session cookie to a player. A session past its absolute lifetime, or whose player
 * is gone, deactivated or banned, is ended here, so every later check can trust `ctx.state.user`.
 * `clock` decides the player's local day (the strike back and the day's heal), like every other
 * path that judges a day (server/lib/clock.ts), so a test can move the server a day on.
 */
export const loadCurrentUser =
  (clock: Clock): Middleware<AppState> =>
  async (ctx, next) => {
    const session = ctx.session;
    const parsed = session && !session.isNew ? sessionDataSchema.safeParse(session.toJSON()) : undefined;
    if (parsed?.success) {
      const now = new Date();
      const data = parsed.data;
      const em = ctx.state.em;
      // The player read with the session, when it is this session's player (else read it now).
      const row = ctx.state.sessionUser;
      let player: SessionPlayer | User | null =
        now.getTime() - data.createdAt > SESSION_ABSOLUTE_MS
          ? null
          : row?.id === data.userId
            ? row
            : await rowById(em, User, data.userId);
      if (!player || !player.isActive || isBanActive(player, now)) {
        ctx.session = null;
      } else {
        const dayNow = clock.now();
        if (isNewDay(player, dayNow)) {
          // The first request of the player's local day: the day's heal and the boss's strike back.
          await startPlayerDay(em, player.id, dayNow);
          player = (await rowById(em, User, player.id)) ?? player;
        }
        if (
          !player.lastActivity ||
          now.getTime() - player.lastActivity.getTime() > ACTIVITY_WRITE_INTERVAL_MS
        ) {
          await em.nativeUpdate(User, { id: player.id }, { lastActivity: now });
          noteActivity(player, now);
        }
        exposeUser(ctx.state, player);
        ctx.state.player = { id: player.id, timezone: player.timezone };
        ctx.state.session = data;
        // The session's own 'last seen' (the player's session list), on the same slow beat.
        const seen = ctx.state.sessionLastSeenAt;
        const sid = session?.externalKey;
        if (sid && (!seen || now.getTime() - seen.getTime() > ACTIVITY_WRITE_INTERVAL_MS)) {
          await touchSession(em, sid, now);
          ctx.state.sessionLastSeenAt = now;
        }
      }
    }
    await next();
  };

/** The activity just written, on the entity or on the row it will be made from. */
function noteActivity(player: SessionPlayer | User, now: Date): void {
  player.lastActivity = now;
  if (!(player instanceof User)) player.row().last_activity = now;
}

/**
 * `ctx.state.user`, the player's entity, made on first read: most requests (the quest and task
 * lists) only need the id and zone of `ctx.state.player`, and mapping the sixty columns into a
 * managed entity is a large share of such a request's CPU. An entity of this player the request
 * already loaded is the one answered, as it would have been had it been mapped up front.
 */
function exposeUser(state: AppState, player: SessionPlayer | User): void {
  if (player instanceof User) {
    state.user = player;
    return;
  }
  const em = state.em;
  let user: User | undefined;
  Object.defineProperty(state, 'user', {
    configurable: true,
    enumerable: true,
    get: () => {
      user ??= entityOf(em, player);
      return user;
    },
    set: (value: User | undefined) => {
      user = value;
    },
  });
}

function entityOf(em: Em, player: SessionPlayer): User {
  const known = em.getUnitOfWork().getById(User, player.id);
  return known && wrap(known, true).isInitialized() ? known : em.map(User, player.row());
}

/** Whether the request has a signed-in player. */
export function isSignedIn(state: AppState): state is SignedInState {
  // `player` and `session` are set with `user`; reading `user` itself would make the entity.
  return Boolean(state.player && state.session);
}

export const requireUser: Middleware<AppState> = async (ctx, next) => {
  if (!isSignedIn(ctx.state)) throw unauthenticated();
  await next();
};

/**
 * A router whose every route needs a signed-in player: `requireUser` runs before each of its
 * handlers, so they see `ctx.state.user` as present (typed, no assertion at each use).
 */
export function signedInRouter(options: RouterOptions = {}): Router<SignedInState> {
  const router = new Router<SignedInState>(options);
  router.use(requireUser);
  return router;
}

/**
 * Mounts a signed-in router on the app. The one cast of the pattern: the app's context does not
 * carry a player, and `requireUser` (registered first by `signedInRouter`) guarantees it.
 */
export function mountable(router: Router<SignedInState>): Router<AppState> {
  return router as unknown as Router<AppState>;
}
