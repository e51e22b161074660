import type { EntityDictionary } from '@mikro-orm/core';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/** A live session and its player's row (null when the account is gone), read in one round trip. */
export async function sessionWithPlayer(
  em: Em,
  sid: string,
  now: Date,
): Promise<
  { sess: Record<string, unknown>; user: EntityDictionary<User> | null; lastSeenAt: Date | null } | undefined
> {
  // The player comes with the session because nearly every request needs both: one statement
  // less on every signed-in request. `session` and `users` share no column name but `sess`'s (the
  // session's own last-seen time is renamed so it cannot collide).
  const rows = await sql<
    { sess: Record<string, unknown>; session_last_seen_at: Date | string | null } & EntityDictionary<User>
  >(
    em,
    `select s.sess, s.last_seen_at as session_last_seen_at, u.*
       from session s left join users u on u.id = s.user_id where s.sid = ? and s.expire > ?`,
    [sid, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { sess, session_last_seen_at: seen, ...user } = row;
  return {
    sess,
    user: user.id ? (user as EntityDictionary<User>) : null,
    lastSeenAt: seen ? new Date(seen) : null,
  };
}

/** Writes a session (new or renewed) with its expiry and, when it names one, its player. */
export async function saveSession(
  em: Em,
  sid: string,
  sess: Record<string, unknown>,
  expire: Date,
  userId: string | null,
  seen: { userAgent: string | null; at: Date },
): Promise<void> {
  await sql(
    em,
    `insert into session (sid, sess, expire, user_id, user_agent, last_seen_at) values (?, ?, ?, ?, ?, ?)
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire, user_id = excluded.user_id,
           user_agent = coalesce(excluded.user_agent, session.user_agent), last_seen_at = excluded.last_seen_at`,
    [sid, JSON.stringify(sess), expire, userId, seen.userAgent, seen.at],
  );
}

/** Notes that a session was just used (its player's session list shows it). */
export async function touchSession(em: Em, sid: string, now: Date): Promise<void> {
  await sql(em, 'update session set last_seen_at = ? where sid = ?', [now, sid]);
}

/** One live session of a player as their session list needs it (the key stays on the server). */
export interface SessionRow {
  sid: string;
  sess: Record<string, unknown>;
  userAgent: string | null;
  lastSeenAt: Date | null;
}

/** The player's live sessions, most recently used first. */
export async function liveUserSessions(em: Em, userId: string, now: Date): Promise<SessionRow[]> {
  const rows = await sql<{
    sid: string;
    sess: Record<string, unknown>;
    user_agent: string | null;
    last_seen_at: Date | string | null;
  }>(
    em,
    `select sid, sess, user_agent, last_seen_at from session
      where user_id = ? and expire > ? order by last_seen_at desc nulls last, sid`,
    [userId, now],
  );
  return rows.map((r) => ({
    sid: r.sid,
    sess: typeof r.sess === 'string' ? (JSON.parse(r.sess) as Record<string, unknown>) : r.sess,
    userAgent: r.user_agent,
    lastSeenAt: r.last_seen_at ? new Date(r.last_seen_at) : null,
  }));
}

/** The keys of every session of one player, for closing their sockets once the rows are gone. */
export async function userSessionKeys(em: Em, userId: string): Promise<string[]> {
  const rows = await sql<{ sid: string }>(em, 'select sid from session where user_id = ?', [userId]);
  return rows.map((r) => r.sid);
}

/** Deletes one session by its id. */
export async function deleteSession(em: Em, sid: string): Promise<void> {
  await sql(em, 'delete from session where sid = ?', [sid]);
}

/** Deletes every session of one player. */
export async function deleteUserSessions(em: Em, userId: string): Promise<void> {
  await sql(em, 'delete from session where user_id = ?', [userId]);
}

/** Deletes every session of one player but the one named (the caller's own); answers the keys ended. */
export async function deleteOtherUserSessions(em: Em, userId: string, exceptSid: string): Promise<string[]> {
  const rows = await sql<{ sid: string }>(
    em,
    'delete from session where user_id = ? and sid <> ? returning sid',
    [userId, exceptSid],
  );
  return rows.map((r) => r.sid);
}

/** Deletes one session of one player (never another player's); answers whether it existed. */
export async function deleteSessionOfUser(em: Em, userId: string, sid: string): Promise<boolean> {
  const rows = await sql<{ sid: string }>(
    em,
    'delete from session where user_id = ? and sid = ? returning sid',
    [userId, sid],
  );
  return rows.length > 0;
}

/** Deletes the sessions expired by `now`. */
export async function deleteExpiredSessions(em: Em, now: Date): Promise<void> {
  await sql(em, 'delete from session where expire <= ?', [now]);
}
