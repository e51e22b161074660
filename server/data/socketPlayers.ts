import type { Em } from '../../db/orm.ts';
import type { Moment } from './moments.ts';
import { run, statement } from './prepared.ts';

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

interface PlayerColumns {
  user_id: string | null;
  username: string | null;
  is_active: boolean | null;
  is_banned: boolean | null;
  ban_expires_at: Moment | null;
  party_id: string | null;
  clan_id: string | null;
}

// Every (re)connection runs these (issue 17: a connect cost four times a bare one): a named prepared
// statement, a handful of narrow columns and no entity, where the HTTP session read loads the whole
// player row into an entity for the request that follows.
const SESSION_WITH_PLAYER = statement(
  'socket_session_read',
  `select s.sess, s.user_id, u.username, u.is_active, u.is_banned, u.ban_expires_at, u.party_id, u.clan_id
     from session s left join users u on u.id = s.user_id
    where s.sid = $1 and s.expire > $2`,
);

const PLAYER = statement(
  'socket_player',
  `select id as user_id, username, is_active, is_banned, ban_expires_at, party_id, clan_id
     from users where id = $1`,
);

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

/**
 * A live session (not expired at `now`) with the player its row names, in one round trip; the
 * player is null when the row names none or the account is gone. Runs on `orm.em`, outside any
 * transaction, like the other session statements.
 */
export async function socketSessionWithPlayer(
  em: Em,
  sid: string,
  now: Date,
): Promise<{ sess: unknown; player: SocketPlayerRow | null } | undefined> {
  const [row] = await run<PlayerColumns & { sess: unknown }>(em, SESSION_WITH_PLAYER, [sid, now]);
  return row ? { sess: row.sess, player: player(row) } : undefined;
}

/** One player's handshake columns by id (a session whose data names another player than its row). */
export async function socketPlayerById(em: Em, userId: string): Promise<SocketPlayerRow | null> {
  const [row] = await run<PlayerColumns>(em, PLAYER, [userId]);
  return row ? player(row) : null;
}
