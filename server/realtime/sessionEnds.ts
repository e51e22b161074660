import type { Orm } from '../../db/orm.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { liveSessionEnd } from '../auth/sessionStore.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { PlayerSocket } from './handler.ts';

/**
 * How often an instance looks for its sockets whose session has run out (DESIGN 16: an expired
 * session's sockets close within a second). One pass compares one number per socket.
 */
export const SESSION_SWEEP_MS = 500;

/** How long a socket whose session could not be read again keeps going before the next try. */
const RECHECK_AFTER_FAILURE_MS = 10_000;

const sessionRoomPrefix = rooms.session('');

/** A socket's session being read again: the sweep and its events share one read. */
const rechecks = new WeakMap<PlayerSocket, Promise<boolean>>();

/**
 * Whether the socket's session is still live at `now`: a comparison with the end known since the
 * handshake (no read per event). Once that end has passed the session is read again, since a
 * request may have renewed it (or a password change moved the socket to its rotated session's
 * room), and the new end is kept. A read that fails keeps the socket and asks again 10 s later.
 */
export function sessionLive(
  deps: { orm: Orm; logger: Logger },
  socket: PlayerSocket,
  now: Date,
): true | Promise<boolean> {
  if (now.getTime() < socket.data.sessionEndsAt) return true;
  const pending = rechecks.get(socket);
  if (pending) return pending;
  const ids = [...socket.rooms]
    .filter((room) => room.startsWith(sessionRoomPrefix))
    .map((room) => room.slice(sessionRoomPrefix.length));
  const check = liveSessionEnd(deps.orm, socket.data.userId, ids, now)
    .then(
      (end) => {
        if (end === null) return false;
        socket.data.sessionEndsAt = end;
        return true;
      },
      (err: unknown) => {
        // Asked again a little later, not on every sweep while the database is away.
        socket.data.sessionEndsAt = now.getTime() + RECHECK_AFTER_FAILURE_MS;
        deps.logger.warn({ err }, 'session re-read for a socket failed');
        return true;
      },
    )
    .finally(() => rechecks.delete(socket));
  rechecks.set(socket, check);
  return check;
}

/**
 * Closes this instance's sockets whose session has ended by the clock (idle or absolute expiry);
 * the endings a request causes (logout, password change, ban...) close them through their
 * publisher instead. Answers the stop function.
 */
export function watchSessionEnds(
  sockets: ReadonlyMap<string, PlayerSocket>,
  deps: { orm: Orm; logger: Logger; clock: Clock },
): () => void {
  const timer = setInterval(() => {
    const now = deps.clock.now();
    const at = now.getTime();
    for (const socket of sockets.values()) {
      if (at < socket.data.sessionEndsAt) continue;
      const live = sessionLive(deps, socket, now);
      if (live !== true)
        void live.then((stillLive) => {
          if (!stillLive) socket.disconnect(true);
        });
    }
  }, SESSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
