import type { EntityDictionary } from '@mikro-orm/core';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/** A live session and its player's row (null when the account is gone), read in one round trip. */
export async function sessionWithPlayer(
  em: Em,
  sid: string,
  now: Date,
): Promise<{ sess: Record<string, unknown>; user: EntityDictionary<User> | null } | undefined> {
  // The player comes with the session because nearly every request needs both: one statement
  // less on every signed-in request. `session` and `users` share no column name but `sess`'s.
  const rows = await sql<{ sess: Record<string, unknown> } & EntityDictionary<User>>(
    em,
    'select s.sess, u.* from session s left join users u on u.id = s.user_id where s.sid = ? and s.expire > ?',
    [sid, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { sess, ...user } = row;
  return { sess, user: user.id ? (user as EntityDictionary<User>) : null };
}

/** Writes a session (new or renewed) with its expiry and, when it names one, its player. */
export async function saveSession(
  em: Em,
  sid: string,
  sess: Record<string, unknown>,
  expire: Date,
  userId: string | null,
): Promise<void> {
  await sql(
    em,
    `insert into session (sid, sess, expire, user_id) values (?, ?, ?, ?)
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire, user_id = excluded.user_id`,
    [sid, JSON.stringify(sess), expire, userId],
  );
}

/** Deletes one session by its id. */
export async function deleteSession(em: Em, sid: string): Promise<void> {
  await sql(em, 'delete from session where sid = ?', [sid]);
}

/** Deletes every session of one player. */
export async function deleteUserSessions(em: Em, userId: string): Promise<void> {
  await sql(em, 'delete from session where user_id = ?', [userId]);
}

/** Deletes every session of one player but the one named (the caller's own). */
export async function deleteOtherUserSessions(em: Em, userId: string, exceptSid: string): Promise<void> {
  await sql(em, 'delete from session where user_id = ? and sid <> ?', [userId, exceptSid]);
}

/** Deletes the sessions expired by `now`. */
export async function deleteExpiredSessions(em: Em, now: Date): Promise<void> {
  await sql(em, 'delete from session where expire <= ?', [now]);
}
