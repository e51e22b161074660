import jwt from 'jsonwebtoken';
import type { Middleware } from 'koa';
import type { Em } from '../../db/orm.ts';
import { ERROR_CODES } from '../../protocol/errors.ts';
import { adminSessionById } from '../data/adminAccounts.ts';
import type { Clock } from '../lib/clock.ts';
import { forbidden, unauthenticated } from '../lib/httpErrors.ts';
import { abilitiesOf, adminRoleOf } from '../policies/roles.ts';
import type { AppState } from '../state.ts';

export const ADMIN_COOKIE = 'qp.admin';
/**
 * The admin cookie goes to the admin API and to the Socket.IO handshake (the `/admin` namespace's
 * live statistics) only: a browser sends a cookie only below its path, so it is set once per path.
 */
export const ADMIN_COOKIE_PATHS = ['/api/admin', '/socket.io'] as const;
export const ADMIN_SESSION_HOURS = 8;
export const JWT_OPTIONS = {
  algorithm: 'HS256',
  audience: 'quest-planner-admin',
  issuer: 'quest-planner',
} as const;

/** Who is acting in the admin API: an admin-area account, or a player whose role allows it. */
export type AdminActor =
  | { kind: 'account'; adminUserId: string; sessionId: string; username: string; role: 'admin' | 'moderator' }
  | { kind: 'player'; userId: string; username: string; role: 'admin' | 'moderator' };

export type AdminState = AppState & { actor?: AdminActor };

/**
 * Verifies an admin-area token: HS256 only (so `alg: none` and other algorithms are refused), our
 * audience and issuer, not expired, and its id (`jti`) an active, unexpired AdminSession row, so
 * logout and expiry revoke it.
 */
export async function actorFromToken(
  em: Em,
  token: string,
  secret: string,
  now: Date,
): Promise<AdminActor | null> {
  let claims: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(token, secret, {
      algorithms: [JWT_OPTIONS.algorithm],
      audience: JWT_OPTIONS.audience,
      issuer: JWT_OPTIONS.issuer,
    });
    if (typeof decoded === 'string') return null;
    claims = decoded;
  } catch {
    return null;
  }
  if (!claims.jti) return null;
  const session = await adminSessionById(em, claims.jti);
  if (!session || !session.isActive || session.expiresAt <= now || !session.adminUser.isActive) return null;
  return {
    kind: 'account',
    adminUserId: session.adminUser.id,
    sessionId: session.id,
    username: session.adminUser.username,
    role: session.adminUser.role,
  };
}

/** Resolves the actor from the admin cookie or the player's session; anyone else gets 401 or 403. */
export const requireAdminActor =
  (secret: string, clock: Clock): Middleware<AdminState> =>
  async (ctx, next) => {
    const token = ctx.cookies.get(ADMIN_COOKIE);
    let actor = token ? await actorFromToken(ctx.state.em, token, secret, clock.now()) : null;
    const player = ctx.state.user;
    const playerRole = player ? adminRoleOf(player.role) : null;
    if (!actor && player && playerRole) {
      actor = { kind: 'player', userId: player.id, username: player.username, role: playerRole };
    }
    if (!actor) {
      if (player) throw forbidden('This area is for administrators and moderators.');
      throw unauthenticated('Please sign in as an administrator.');
    }
    ctx.state.actor = actor;
    await next();
  };

/** Admin-only actions (grant, roles, resets, deletion, accounts, audit log, feature flags). */
export const requireAdminRole: Middleware<AdminState> = async (ctx, next) => {
  if (!ctx.state.actor || !abilitiesOf(ctx.state.actor.role).administer)
    throw forbidden('Only administrators can do this.', ERROR_CODES.forbidden);
  await next();
};
