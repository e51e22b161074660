import type { IncomingMessage } from 'node:http';
import type { Orm } from '../../db/orm.ts';
import { CookieSigner } from '../auth/cookieSigner.ts';
import { SESSION_COOKIE } from '../auth/koaSession.ts';
import { publicSessionId, sessionDataSchema, sessionEndsAt } from '../auth/sessionStore.ts';
import { socketPlayerById, socketSessionWithPlayer } from '../data/socketPlayers.ts';
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
 * table, and an active, unbanned account. Anything else is refused. `now` is the server's clock
 * (tests move it to see a session end).
 */
export async function authenticateHandshake(
  request: IncomingMessage,
  orm: Orm,
  sessionSecret: string,
  now: Date = new Date(),
): Promise<{
  userId: string;
  username: string;
  partyId: string | null;
  clanId: string | null;
  /** The session's public id: the socket joins its room, so ending the session closes it. */
  sessionId: string;
  /** When the session ends unless a request renews it (epoch ms): the socket closes then. */
  sessionEndsAt: number;
} | null> {
  const jar = readCookies(request.headers.cookie);
  const sid = jar.get(SESSION_COOKIE);
  const sig = jar.get(`${SESSION_COOKIE}.sig`);
  if (!sid || !sig || !new CookieSigner(sessionSecret).verify(`${SESSION_COOKIE}=${sid}`, sig)) return null;
  const found = await socketSessionWithPlayer(orm.em, sid, now);
  const data = sessionDataSchema.safeParse(found?.sess);
  if (!found || !data.success) return null;
  const endsAt = sessionEndsAt(data.data, found.expire);
  if (endsAt <= now.getTime()) return null;
  // The player named by the session's row comes with it; should the row name another player than
  // the session's data (rows are written with both the same), the data's player is read.
  const player =
    found.player?.userId === data.data.userId
      ? found.player
      : await socketPlayerById(orm.em, data.data.userId);
  if (!player || !player.isActive || isBanActive(player, now)) return null;
  // The memberships come with the player: the socket joins its rooms without another read.
  return {
    userId: player.userId,
    username: player.username,
    partyId: player.partyId,
    clanId: player.clanId,
    sessionId: publicSessionId(sid),
    sessionEndsAt: endsAt,
  };
}
