import Router, { type RouterOptions } from '@koa/router';
import type { Middleware } from 'koa';
import { User } from '../../db/entities/User.ts';
import { SESSION_ABSOLUTE_MS, sessionDataSchema } from '../auth/sessionStore.ts';
import { isNewDay, startPlayerDay } from '../commands/startPlayerDay.ts';
import { rowById } from '../data/rowById.ts';
import { touchSession } from '../data/sessions.ts';
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
      // The row read with the session, when it is this session's player (else read it now).
      const row = ctx.state.sessionUser;
      let user =
        now.getTime() - data.createdAt > SESSION_ABSOLUTE_MS
          ? null
          : row?.id === data.userId
            ? ctx.state.em.map(User, row)
            : await rowById(ctx.state.em, User, data.userId);
      if (!user || !user.isActive || isBanActive(user, now)) {
        ctx.session = null;
      } else {
        const dayNow = clock.now();
        if (isNewDay(user, dayNow)) {
          // The first request of the player's local day: the day's heal and the boss's strike back.
          await startPlayerDay(ctx.state.em, user.id, dayNow);
          user = (await rowById(ctx.state.em, User, user.id)) ?? user;
        }
        ctx.state.user = user;
        ctx.state.session = data;
        if (!user.lastActivity || now.getTime() - user.lastActivity.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
          await ctx.state.em.nativeUpdate(User, { id: user.id }, { lastActivity: now });
          user.lastActivity = now;
        }
        // The session's own 'last seen' (the player's session list), on the same slow beat.
        const seen = ctx.state.sessionLastSeenAt;
        const sid = session?.externalKey;
        if (sid && (!seen || now.getTime() - seen.getTime() > ACTIVITY_WRITE_INTERVAL_MS)) {
          await touchSession(ctx.state.em, sid, now);
          ctx.state.sessionLastSeenAt = now;
        }
      }
    }
    await next();
  };

export const requireUser: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.user || !ctx.state.session) throw unauthenticated();
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
