import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket/events.ts';

/**
 * The Socket.IO event names of protocol/socket/events.ts as values, so a metric's `event` label can
 * only take these (plus `other`): a client may send any name it likes, and each would otherwise
 * become a new time series. The compiler keeps both lists complete and exact: a new event in the
 * protocol is a type error here until it is listed.
 */
const clientEvents: Record<keyof ClientToServerEvents, true> = {
  'chat:send': true,
  'ai:chat': true,
};

const serverEvents: Record<keyof ServerToClientEvents, true> = {
  'user:update': true,
  'achievement:unlocked': true,
  'account:ended': true,
  'party:update': true,
  'boss:update': true,
  'boss:defeated': true,
  'boss:spawned': true,
  'focus:update': true,
  'chat:message': true,
  'chat:removed': true,
  'clan:activity': true,
  notification: true,
  'ai:chat:start': true,
  'ai:chat:delta': true,
  'ai:chat:done': true,
  'ai:chat:error': true,
  'server:shutdown': true,
  'server:resync': true,
};

/** The label of every name outside the protocol. */
export const OTHER_EVENT = 'other';

export const CLIENT_EVENT_NAMES: readonly string[] = Object.keys(clientEvents);
export const SERVER_EVENT_NAMES: readonly string[] = Object.keys(serverEvents);

const known = (names: readonly string[]) => {
  const set = new Set(names);
  return (event: unknown): string => (typeof event === 'string' && set.has(event) ? event : OTHER_EVENT);
};

/** A client event's label: its name when the protocol has it, else `other`. */
export const clientEventLabel = known(CLIENT_EVENT_NAMES);
/** A server event's label: its name when the protocol has it, else `other`. */
export const serverEventLabel = known(SERVER_EVENT_NAMES);
