import { Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import { rooms } from '../../protocol/socket/events.ts';
import type { AppDeps } from '../deps.ts';
import { presentParty } from '../presenters/party.ts';
import type { PlayerSocket } from './handler.ts';

/** Tells the player's party who is online now (members' dots follow their connections). */
async function announcePresence(
  deps: Pick<AppDeps, 'orm' | 'realtime' | 'logger'>,
  userId: string,
): Promise<void> {
  const em = deps.orm.em.fork();
  const user = await em.findOne(User, userId);
  if (!user?.party) return;
  const party = await em.findOne(Party, user.party.id);
  if (!party) return;
  const online = await deps.realtime.onlineAmong(rooms.party(party.id));
  deps.realtime.toParty(party.id).emit('party:update', { party: await presentParty(em, party, online) });
}

/** Presence is pushed when a member connects and when one of their sockets goes away. */
export function registerPresence(
  deps: Pick<AppDeps, 'orm' | 'realtime' | 'logger'>,
  socket: PlayerSocket,
): void {
  const announce = () => {
    if (deps.realtime.closing) return;
    deps.realtime.track(
      announcePresence(deps, socket.data.userId).catch((err: unknown) =>
        deps.logger.warn({ err }, 'presence update failed'),
      ),
    );
  };
  announce();
  socket.on('disconnect', announce);
}
