import type { IncomingMessage } from 'node:http';
import { User } from '../../db/entities/User.ts';
import type { Orm } from '../../db/orm.ts';
import { CookieSigner } from '../auth/cookieSigner.ts';
import { SESSION_COOKIE } from '../auth/koaSession.ts';
import {
  publicSessionId,
  readSession,
  SESSION_ABSOLUTE_MS,
  sessionDataSchema,
} from '../auth/sessionStore.ts';
import { isBanActive } from '../domain/account/ban.ts';

function readCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    // The first occurrence of a name counts, as in the HTTP cookie parser (koa's `cookies`).
    if (jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed value (a broken %-escape) is refused as unauthenticated, never treated as a
      // server error; it still takes the name's first place, so a valid duplicate after it is ignored.
      jar.set(name, '');
    }
  }
  return jar;
}

/**
 * Resolves a Socket.IO handshake to a player with the same session cookie as the API: the signed
 * `qp.sid` (verified like koa-session does, with the session secret), a live row in the session
 * table, and an active, unbanned account. Anything else is refused.
 */
export async function authenticateHandshake(
  request: IncomingMessage,
  orm: Orm,
  sessionSecret: string,
): Promise<{
  userId: string;
  username: string;
  partyId: string | null;
  clanId: string | null;
  /** The session's public id: the socket joins its room, so ending the session closes it. */
  sessionId: string;
} | null> {
  const jar = readCookies(request.headers.cookie);
  const sid = jar.get(SESSION_COOKIE);
  const sig = jar.get(`${SESSION_COOKIE}.sig`);
  if (!sid || !sig || !new CookieSigner(sessionSecret).verify(`${SESSION_COOKIE}=${sid}`, sig)) return null;
  const found = await readSession(orm, sid);
  const data = sessionDataSchema.safeParse(found?.sess);
  if (!data.success || Date.now() - data.data.createdAt > SESSION_ABSOLUTE_MS) return null;
  const em = orm.em.fork();
  const user =
    found?.user?.id === data.data.userId
      ? em.map(User, found.user)
      : await em.findOne(User, data.data.userId);
  if (!user || !user.isActive || isBanActive(user, new Date())) return null;
  // The memberships come with the player: the socket joins its rooms without another read.
  return {
    userId: user.id,
    username: user.username,
    partyId: user.party?.id ?? null,
    clanId: user.clan?.id ?? null,
    sessionId: publicSessionId(sid),
  };
}
