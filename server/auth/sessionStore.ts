import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import {
  deleteExpiredSessions,
  deleteOtherUserSessions,
  deleteSession,
  deleteUserSessions,
  liveSessionEnds,
  type SessionPlayer,
  saveSession,
  sessionWithPlayer,
  userSessionKeys,
} from '../data/sessions.ts';

/** What a player session holds. */
export const sessionDataSchema = z.object({
  userId: z.string(),
  /** Epoch milliseconds of the login, for the absolute timeout. */
  createdAt: z.number(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Sessions end after this long without a request (renewed while less than half remains). */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and at the latest this long after login, however active. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

// Every statement here runs on `orm.em`, each on its own, outside any request's transaction:
// koa-session reads before the route and writes after it, the purge has no request at all. None
// of the callers is inside a `transactional()` callback, where `orm.em` would resolve to that
// transaction (see `db()` in server/data/database.ts).

/**
 * The name a session goes by outside the server (the player's session list, its socket room): a
 * hash of the key, so knowing it lets nobody use the session.
 */
export const publicSessionId = (sid: string): string =>
  createHash('sha256').update(`session:${sid}`).digest('base64url').slice(0, 24);

/**
 * When a session ends unless a request renews it: its idle expiry, at the latest its absolute one.
 * Epoch milliseconds.
 */
export const sessionEndsAt = (data: SessionData, expire: Date): number =>
  Math.min(expire.getTime(), data.createdAt + SESSION_ABSOLUTE_MS);

/**
 * The end of the live session of `userId` that goes by one of `publicIds` (a socket's session room:
 * after a key rotation, the new one), or null when none is live at `now`. For a socket whose known
 * end has passed: a request may have renewed the session since the socket connected.
 */
export async function liveSessionEnd(
  orm: Orm,
  userId: string,
  publicIds: readonly string[],
  now: Date,
): Promise<number | null> {
  for (const row of await liveSessionEnds(orm.em.fork(), userId, now)) {
    if (!publicIds.includes(publicSessionId(row.sid))) continue;
    const data = sessionDataSchema.safeParse(row.sess);
    if (!data.success || data.data.userId !== userId) return null;
    const end = sessionEndsAt(data.data, row.expire);
    return end > now.getTime() ? end : null;
  }
  return null;
}

/** Where `get` leaves the player's row (and the session's last-seen time) for the request. */
export interface SessionUserSlot {
  state: {
    sessionUser?: SessionPlayer | null;
    sessionLastSeenAt?: Date | null;
    /** The key the session was last saved under (a regenerated session's new key). */
    savedSessionKey?: string;
  };
  get(header: string): string;
}

/** koa-session external store backed by the `session` table (sid, sess, expire). */
export function createSessionStore(orm: Orm) {
  return {
    async get(
      sid: string,
      _maxAge?: unknown,
      options?: { ctx?: SessionUserSlot },
    ): Promise<Record<string, unknown> | undefined> {
      // The player stays a row here: the request makes an entity of it only if it needs one.
      const found = await sessionWithPlayer(orm.em, sid, new Date());
      if (options?.ctx) {
        options.ctx.state.sessionUser = found?.player ?? null;
        options.ctx.state.sessionLastSeenAt = found?.lastSeenAt ?? null;
      }
      return found?.sess;
    },
    async set(
      sid: string,
      sess: Record<string, unknown>,
      maxAge: number,
      options?: { ctx?: SessionUserSlot },
    ): Promise<void> {
      const parsed = sessionDataSchema.safeParse(sess);
      const now = new Date();
      const expire = new Date(now.getTime() + maxAge);
      const userAgent = options?.ctx?.get('user-agent').slice(0, 500) || null;
      if (options?.ctx) options.ctx.state.savedSessionKey = sid;
      await saveSession(orm.em, sid, sess, expire, parsed.success ? parsed.data.userId : null, {
        userAgent,
        at: now,
      });
    },
    async destroy(sid: string): Promise<void> {
      await deleteSession(orm.em, sid);
    },
  };
}

/** Ends every session of one user (password reset, ban, deletion); answers the keys that ended. */
export async function destroyUserSessions(orm: Orm, userId: string, exceptSid?: string): Promise<string[]> {
  if (exceptSid) return deleteOtherUserSessions(orm.em, userId, exceptSid);
  const keys = await userSessionKeys(orm.em, userId);
  await deleteUserSessions(orm.em, userId);
  return keys;
}

/** Deletes the sessions that have expired (the server's periodic purge). */
export async function purgeExpiredSessions(orm: Orm): Promise<void> {
  await deleteExpiredSessions(orm.em, new Date());
}
