import type { EntityDictionary } from '@mikro-orm/core';
import { sql } from 'kysely';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/**
 * The signed-in player as every request checks them (active, banned, their day, their last
 * activity), read with the session. The entity is built from the whole row only when something
 * asks for it: mapping sixty columns into a MikroORM entity costs more than the rest of a quest
 * list.
 */
export interface SessionPlayer {
  id: string;
  timezone: string;
  isActive: boolean;
  isBanned: boolean;
  banExpiresAt: Date | null;
  lastDaySeen: number | null;
  lastActivity: Date | null;
  /** The player's whole row (column names), for `em.map(User, row)`; read on first call. */
  row(): EntityDictionary<User>;
}

export interface SessionWithPlayer {
  sess: Record<string, unknown>;
  /** The session's player; null when the account is gone. */
  player: SessionPlayer | null;
  lastSeenAt: Date | null;
}

/**
 * The one statement of every signed-in request, a named prepared statement. The checked columns
 * come apart; the whole row comes as one JSON text column, so the driver does not describe and
 * parse sixty columns per request, and a column a newer instance's migration adds does not break
 * the prepared plan's result type (a prepared `u.*` would fail with 'cached plan must not change
 * result type' on every pooled connection until restart).
 */
const SESSION_READ = statement('session_read', (p: { sid: string; now: Date }) =>
  compiler
    .selectFrom('session as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.sess',
      's.last_seen_at as session_last_seen_at',
      'u.id',
      'u.timezone',
      'u.is_active',
      'u.is_banned',
      'u.ban_expires_at',
      'u.last_day_seen',
      'u.last_activity',
      // Text, parsed only when an entity is made of it.
      sql<string | null>`row_to_json(u)::text`.as('player_row'),
    ])
    .where('s.sid', '=', p.sid)
    .where('s.expire', '>', p.now),
);

type SessionRecord = NonNullable<(typeof SESSION_READ)['row']>;

/** A live session and its player (null when the account is gone), read in one round trip. */
export async function sessionWithPlayer(
  em: Em,
  sid: string,
  now: Date,
): Promise<SessionWithPlayer | undefined> {
  // The player comes with the session because nearly every request needs both: one statement
  // less on every signed-in request.
  const [r] = await run(em, SESSION_READ, { sid, now });
  if (!r) return undefined;
  return {
    sess: r.sess as Record<string, unknown>,
    player: sessionPlayer(r),
    lastSeenAt: moment(r.session_last_seen_at),
  };
}

/** The session's player; null when the account is gone (the left join's nulls). */
function sessionPlayer(r: SessionRecord): SessionPlayer | null {
  const { id, player_row: rowText, timezone, is_active: isActive, is_banned: isBanned } = r;
  if (id === null || rowText === null || timezone === null || isActive === null || isBanned === null)
    return null;
  let row: EntityDictionary<User> | undefined;
  return {
    id,
    timezone,
    isActive,
    isBanned,
    banExpiresAt: moment(r.ban_expires_at),
    lastDaySeen: r.last_day_seen === null ? null : Number(r.last_day_seen),
    lastActivity: moment(r.last_activity),
    row: () => {
      row ??= JSON.parse(rowText) as EntityDictionary<User>;
      return row;
    },
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
  await db(em)
    .insertInto('session')
    .values({ sid, sess, expire, user_id: userId, user_agent: seen.userAgent, last_seen_at: seen.at })
    .onConflict((oc) =>
      oc.column('sid').doUpdateSet((eb) => ({
        sess: eb.ref('excluded.sess'),
        expire: eb.ref('excluded.expire'),
        user_id: eb.ref('excluded.user_id'),
        user_agent: eb.fn.coalesce('excluded.user_agent', 'session.user_agent'),
        last_seen_at: eb.ref('excluded.last_seen_at'),
      })),
    )
    .execute();
}

/** Notes that a session was just used (its player's session list shows it). */
export async function touchSession(em: Em, sid: string, now: Date): Promise<void> {
  await db(em).updateTable('session').set({ last_seen_at: now }).where('sid', '=', sid).execute();
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
  const rows = await db(em)
    .selectFrom('session')
    .select(['sid', 'sess', 'user_agent', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expire', '>', now)
    .orderBy('last_seen_at', (o) => o.desc().nullsLast())
    .orderBy('sid')
    .execute();
  return rows.map((r) => ({
    sid: r.sid,
    sess: typeof r.sess === 'string' ? (JSON.parse(r.sess) as Record<string, unknown>) : r.sess,
    userAgent: r.user_agent,
    lastSeenAt: moment(r.last_seen_at),
  }));
}

/** A player's live sessions with their idle expiry (a socket whose known end has passed looks again). */
export async function liveSessionEnds(
  em: Em,
  userId: string,
  now: Date,
): Promise<{ sid: string; sess: unknown; expire: Date }[]> {
  const rows = await db(em)
    .selectFrom('session')
    .select(['sid', 'sess', 'expire'])
    .where('user_id', '=', userId)
    .where('expire', '>', now)
    .execute();
  return rows.map((r) => ({
    sid: r.sid,
    sess: typeof r.sess === 'string' ? (JSON.parse(r.sess) as unknown) : r.sess,
    expire: asDate(r.expire),
  }));
}

/** The keys of every session of one player, for closing their sockets once the rows are gone. */
export async function userSessionKeys(em: Em, userId: string): Promise<string[]> {
  const rows = await db(em).selectFrom('session').select('sid').where('user_id', '=', userId).execute();
  return rows.map((r) => r.sid);
}

/** Deletes one session by its id. */
export async function deleteSession(em: Em, sid: string): Promise<void> {
  await db(em).deleteFrom('session').where('sid', '=', sid).execute();
}

/** Deletes every session of one player. */
export async function deleteUserSessions(em: Em, userId: string): Promise<void> {
  await db(em).deleteFrom('session').where('user_id', '=', userId).execute();
}

/** Deletes every session of one player but the one named (the caller's own); answers the keys ended. */
export async function deleteOtherUserSessions(em: Em, userId: string, exceptSid: string): Promise<string[]> {
  const rows = await db(em)
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('sid', '<>', exceptSid)
    .returning('sid')
    .execute();
  return rows.map((r) => r.sid);
}

/** Deletes one session of one player (never another player's); answers whether it existed. */
export async function deleteSessionOfUser(em: Em, userId: string, sid: string): Promise<boolean> {
  const rows = await db(em)
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('sid', '=', sid)
    .returning('sid')
    .execute();
  return rows.length > 0;
}

/** Deletes the sessions expired by `now`. */
export async function deleteExpiredSessions(em: Em, now: Date): Promise<void> {
  await db(em).deleteFrom('session').where('expire', '<=', now).execute();
}
