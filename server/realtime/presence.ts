import { rooms } from '../../protocol/socket/events.ts';
import { partyRosterById } from '../data/partyRosters.ts';
import type { AppDeps } from '../deps.ts';
import { presentParty } from '../presenters/party.ts';
import type { PlayerSocket } from './handler.ts';
import { queuePush, withOutbox } from './outbox.ts';

/**
 * A burst of (re)connections in one party (an instance going away moves all its sockets at once,
 * a page reload) becomes one update: each party's announcements within this window are merged.
 */
export const PRESENCE_COALESCE_MS = 100;

const partyRoomPrefix = rooms.party('');

/**
 * Tells the party who is online now (members' dots follow their connections): the same
 * `party:update` as `publishPartyUpdate`, read as plain columns instead of entities because every
 * connect causes one (a reconnect storm).
 */
async function announceParty(deps: Pick<AppDeps, 'orm' | 'realtime'>, partyId: string): Promise<void> {
  // A context of its own: the timer inherits the ORM context of whatever caused the (dis)connect
  // (a socket handler's), and this read joins no transaction of theirs.
  const roster = await partyRosterById(deps.orm.em.fork(), partyId);
  if (!roster) return;
  const room = rooms.party(partyId);
  await withOutbox(deps.realtime, async () =>
    queuePush(async (realtime) => {
      const online = await realtime.onlineAmong(room);
      realtime.emit(room, 'party:update', { party: presentParty(roster, online) });
    }),
  );
}

/**
 * Presence for one server: pushed when a member connects and when one of their sockets goes away,
 * for the party whose room the socket is in (joined at the handshake, moved on membership changes).
 */
export function createPresence(
  deps: Pick<AppDeps, 'orm' | 'realtime' | 'logger'>,
): (socket: PlayerSocket) => void {
  const due = new Set<string>();
  const schedule = (partyId: string) => {
    if (deps.realtime.closing || due.has(partyId)) return;
    due.add(partyId);
    deps.realtime.track(
      new Promise((resolve) => setTimeout(resolve, PRESENCE_COALESCE_MS))
        .then(() => {
          due.delete(partyId);
          return deps.realtime.closing ? undefined : announceParty(deps, partyId);
        })
        .catch((err: unknown) => deps.logger.warn({ err }, 'presence update failed')),
    );
  };
  return (socket) => {
    const partyOf = () =>
      [...socket.rooms].find((room) => room.startsWith(partyRoomPrefix))?.slice(partyRoomPrefix.length);
    const joined = partyOf();
    if (joined) schedule(joined);
    // The rooms are still known while disconnecting; the update waits until the socket is gone.
    let leaving: string | undefined;
    socket.on('disconnecting', () => {
      leaving = partyOf();
    });
    socket.on('disconnect', () => {
      if (leaving) schedule(leaving);
    });
  };
}
