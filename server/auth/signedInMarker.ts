import type Koa from 'koa';

/**
 * A hint the page can read: 'this browser has a player session'. The session cookie itself is
 * HttpOnly, so without this the page can only find out by asking GET /api/auth/user, which answers
 * a visitor 401 (spec) and leaves an error in the browser's console on every landing. The hint holds
 * no secret and grants nothing: every request is still checked against the session. A stale hint
 * costs one 401, after which it is cleared.
 */
export const SIGNED_IN_COOKIE = 'qp.in';

/** Longer than any session lives: the hint is cleared when the server sees no session, not by age. */
const HINT_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * Mounted before the session middleware, so it sees the session as it was committed: set on an API
 * answer or a page when a player is signed in and the browser lacks the hint, cleared when it has
 * the hint and no player is. Never on hashed assets (their answers are cached for a year).
 */
export function signedInMarker(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      // Refusals too (they are thrown): a 401 is exactly when a stale hint must go.
      updateHint(ctx);
    }
  };
}

function updateHint(ctx: Koa.Context): void {
  const page = ctx.method === 'GET' && ctx.response.is('html') === 'html';
  if (!ctx.path.startsWith('/api/') && !page) return;
  const hinted = ctx.cookies.get(SIGNED_IN_COOKIE, { signed: false }) === '1';
  const signedIn = Boolean(ctx.session?.userId);
  if (signedIn === hinted) return;
  ctx.cookies.set(SIGNED_IN_COOKIE, signedIn ? '1' : null, {
    signed: false,
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    overwrite: true,
    ...(signedIn ? { maxAge: HINT_MAX_AGE_MS } : {}),
  });
}
