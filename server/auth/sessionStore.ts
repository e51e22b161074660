import type { EntityDictionary } from '@mikro-orm/core';
import { z } from 'zod';
import type { User } from '../../db/entities/User.ts';
import type { Orm } from '../../db/orm.ts';

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

/** A live session and its player's row (null when the account is gone), read in one round trip. */
export async function readSession(
  orm: Orm,
  sid: string,
): Promise<{ sess: Record<string, unknown>; user: EntityDictionary<User> | null } | undefined> {
  // The player comes with the session because nearly every request needs both: one statement
  // less on every signed-in request. `session` and `users` share no column name but `sess`'s.
  const rows = await orm.em
    .getConnection()
    .execute<({ sess: Record<string, unknown> } & EntityDictionary<User>)[]>(
      'select s.sess, u.* from session s left join users u on u.id = s.user_id where s.sid = ? and s.expire > ?',
      [sid, new Date()],
    );
  const row = rows[0];
  if (!row) return undefined;
  const { sess, ...user } = row;
  return { sess, user: user.id ? (user as EntityDictionary<User>) : null };
}

/** Where `get` leaves the player's row for the request (`loadCurrentUser` maps it). */
export interface SessionUserSlot {
  state: { sessionUser?: EntityDictionary<User> | null };
}

/** koa-session external store backed by the `session` table (sid, sess, expire). */
export function createSessionStore(orm: Orm) {
  const conn = () => orm.em.getConnection();
  return {
    async get(
      sid: string,
      _maxAge?: unknown,
      options?: { ctx?: SessionUserSlot },
    ): Promise<Record<string, unknown> | undefined> {
      const found = await readSession(orm, sid);
      if (options?.ctx) options.ctx.state.sessionUser = found?.user ?? null;
      return found?.sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number): Promise<void> {
      const parsed = sessionDataSchema.safeParse(sess);
      const expire = new Date(Date.now() + maxAge);
      await conn().execute(
        `insert into session (sid, sess, expire, user_id) values (?, ?, ?, ?)
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire, user_id = excluded.user_id`,
        [sid, JSON.stringify(sess), expire, parsed.success ? parsed.data.userId : null],
      );
    },
    async destroy(sid: string): Promise<void> {
      await conn().execute('delete from session where sid = ?', [sid]);
    },
  };
}

/** Ends every session of one user (password reset, ban, deletion). */
export async function destroyUserSessions(orm: Orm, userId: string, exceptSid?: string): Promise<void> {
  if (exceptSid) {
    await orm.em
      .getConnection()
      .execute('delete from session where user_id = ? and sid <> ?', [userId, exceptSid]);
  } else {
    await orm.em.getConnection().execute('delete from session where user_id = ?', [userId]);
  }
}

export async function purgeExpiredSessions(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute('delete from session where expire <= ?', [new Date()]);
}
