import Router, { type RouterOptions } from '@koa/router';
import type { Middleware } from 'koa';
import { User } from '../../db/entities/User.ts';
import { SESSION_ABSOLUTE_MS, sessionDataSchema } from '../auth/sessionStore.ts';
import { rowById } from '../data/rowById.ts';
import { isBanActive } from '../domain/account/ban.ts';
import { unauthenticated } from '../lib/httpErrors.ts';
import type { AppState, SignedInState } from '../state.ts';

/** How often `lastActivity` is written for an active player (it feeds the admin's 'active' figures). */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Resolves the session cookie to a player. A session past its absolute lifetime, or whose player
 * is gone, deactivated or banned, is ended here, so every later check can trust `ctx.state.user`.
 */
export const loadCurrentUser: Middleware<AppState> = async (ctx, next) => {
  const session = ctx.session;
  const parsed = session && !session.isNew ? sessionDataSchema.safeParse(session.toJSON()) : undefined;
  if (parsed?.success) {
    const now = new Date();
    const data = parsed.data;
    // The row read with the session, when it is this session's player (else read it now).
    const row = ctx.state.sessionUser;
    const user =
      now.getTime() - data.createdAt > SESSION_ABSOLUTE_MS
        ? null
        : row?.id === data.userId
          ? ctx.state.em.map(User, row)
          : await rowById(ctx.state.em, User, data.userId);
    if (!user || !user.isActive || isBanActive(user, now)) {
      ctx.session = null;
    } else {
      ctx.state.user = user;
      ctx.state.session = data;
      if (!user.lastActivity || now.getTime() - user.lastActivity.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
        await ctx.state.em.nativeUpdate(User, { id: user.id }, { lastActivity: now });
        user.lastActivity = now;
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
