import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { asDate } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/** What a socket handshake needs of a session and its player: no more than these columns. */
export interface SocketPlayerRow {
  userId: string;
  username: string;
  isActive: boolean;
  isBanned: boolean;
  banExpiresAt: Date | null;
  partyId: string | null;
  clanId: string | null;
}

// Every (re)connection runs this (a connect once cost four times a bare one): a named prepared
// statement, a handful of narrow columns and no entity, where the HTTP session read loads the whole
// player row into an entity for the request that follows. The sessions of handshakes arriving
// together are read in one statement (`SessionReads` below).
const PLAYER_COLUMNS = [
  'u.username',
  'u.is_active',
  'u.is_banned',
  'u.ban_expires_at',
  'u.party_id',
  'u.clan_id',
] as const;

const SESSIONS_WITH_PLAYERS = statement('socket_sessions_read', (p: { sids: string[] }) =>
  compiler
    .selectFrom('session as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.sid', 's.sess', 's.expire', 's.user_id', ...PLAYER_COLUMNS])
    .where('s.sid', '=', sql<string>`any(${p.sids}::varchar[])`),
);

const PLAYER = statement('socket_player', (p: { userId: string }) =>
  compiler
    .selectFrom('users as u')
    .select(['u.id as user_id', ...PLAYER_COLUMNS])
    .where('u.id', '=', p.userId),
);

/** The player's columns, from a session without a player too (the left join's nulls). */
type PlayerColumns = {
  [K in keyof NonNullable<(typeof PLAYER)['row']>]: NonNullable<(typeof PLAYER)['row']>[K] | null;
};

function player(row: PlayerColumns): SocketPlayerRow | null {
  if (row.user_id === null || row.username === null) return null;
  return {
    userId: row.user_id,
    username: row.username,
    isActive: row.is_active === true,
    isBanned: row.is_banned === true,
    banExpiresAt: row.ban_expires_at === null ? null : new Date(row.ban_expires_at),
    partyId: row.party_id,
    clanId: row.clan_id,
  };
}

export interface SocketSession {
  sess: unknown;
  /** When the session ends unless a request renews it (its idle expiry). */
  expire: Date;
  player: SocketPlayerRow | null;
}

interface Waiter {
  now: Date;
  resolve: (found: SocketSession | undefined) => void;
  reject: (err: unknown) => void;
}

/** The most sessions one statement reads; more wait for the next. */
const MAX_SESSIONS_PER_READ = 100;

/**
 * The session reads of handshakes, gathered into one statement while the previous one is on its
 * way. A reconnect storm (an instance stopping hands its sockets to the others) or a page load in
 * many tabs brings handshakes in bursts, and each read alone cost a round trip to PostgreSQL (a
 * write, the backend's wake-up, an answer to parse) for one narrow row: the largest part of what
 * a connect cost beyond a bare Socket.IO one. A handshake that finds nothing in flight is read at
 * once (on the next turn of the event loop), so a lone connect waits for nothing.
 */
class SessionReads {
  readonly #em: Em;
  #waiting = new Map<string, Waiter[]>();
  #reading = false;

  constructor(em: Em) {
    this.#em = em;
  }

  read(sid: string, now: Date): Promise<SocketSession | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#waiting.get(sid);
      if (waiters) waiters.push({ now, resolve, reject });
      else this.#waiting.set(sid, [{ now, resolve, reject }]);
      if (!this.#reading) {
        this.#reading = true;
        setImmediate(() => void this.#next());
      }
    });
  }

  async #next(): Promise<void> {
    const batch: [string, Waiter[]][] = [];
    for (const entry of this.#waiting) {
      if (batch.length === MAX_SESSIONS_PER_READ) break;
      batch.push(entry);
    }
    for (const [sid] of batch) this.#waiting.delete(sid);
    try {
      const rows = await run(this.#em, SESSIONS_WITH_PLAYERS, { sids: batch.map(([sid]) => sid) });
      const bySid = new Map(rows.map((row) => [row.sid, row]));
      for (const [sid, waiters] of batch) {
        const row = bySid.get(sid);
        for (const waiter of waiters) {
          // Each handshake's own moment decides whether the session was still live.
          const expire = row ? asDate(row.expire) : undefined;
          waiter.resolve(
            row && expire && expire > waiter.now
              ? { sess: row.sess, expire, player: player(row) }
              : undefined,
          );
        }
      }
    } catch (err) {
      for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(err);
    }
    if (this.#waiting.size > 0) setImmediate(() => void this.#next());
    else this.#reading = false;
  }
}

const sessionReads = new WeakMap<Em, SessionReads>();

/**
 * A live session (not expired at `now`) with the player its row names, in one round trip shared
 * with the handshakes arriving at the same time; the player is null when the row names none or
 * the account is gone. Runs on `em` (the server's root entity manager), outside any transaction,
 * like the other session statements.
 */
export function socketSessionWithPlayer(em: Em, sid: string, now: Date): Promise<SocketSession | undefined> {
  let reads = sessionReads.get(em);
  if (!reads) {
    reads = new SessionReads(em);
    sessionReads.set(em, reads);
  }
  return reads.read(sid, now);
}

/** One player's handshake columns by id (a session whose data names another player than its row). */
export async function socketPlayerById(em: Em, userId: string): Promise<SocketPlayerRow | null> {
  const [row] = await run(em, PLAYER, { userId });
  return row ? player(row) : null;
}
