import { createClient, type RedisClientType } from 'redis';
import type { Logger } from './logger.ts';

/**
 * How long Redis may leave a command unanswered before its connection counts as hung. Every caller
 * either answers a request (rate limits, the companion's lock, who is online) or sends a live
 * event; neither should hang longer than a person would wait.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** How often a watched connection sends its probe (see `watchReplies`). */
const PROBE_INTERVAL_MS = 500;

/** Reconnect quickly and keep trying for ever: service comes back within a second of Redis. */
const reconnectDelay = (retries: number): number => Math.min(50 * 2 ** retries, 1000);

/** Told each time a connection becomes ready (`true`) or unreachable (`false`): the metrics' gauge. */
export type RedisStateListener = (up: boolean) => void;

/**
 * One Redis connection that survives an outage of any length, and a Redis that stops answering.
 *
 * - No offline queue: while Redis is away a command fails at once (ClientOfflineError) instead of
 *   piling up and timing out later, so requests answer fast and live events degrade to this
 *   instance's sockets (the adapter still delivers locally).
 * - No timer per command: the client's default command timeout made an AbortSignal with
 *   its own timer for every command, and only until the command was written to the socket, so it
 *   never caught a Redis that takes commands and stops answering them. One probe per connection
 *   does (`watchReplies`): a hung connection is dropped, which fails every command waiting on it.
 * - The outage is logged once when it starts and once when it ends, never per failed command.
 */
export function createRedisClient(
  url: string,
  logger: Logger,
  role: string,
  onState?: RedisStateListener,
): RedisClientType {
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    // 0: no timeout, so no AbortSignal and timer per command; `watchReplies` bounds the wait.
    commandOptions: { timeout: 0 },
    socket: { reconnectStrategy: reconnectDelay, connectTimeout: REDIS_COMMAND_TIMEOUT_MS },
  });
  watchOutages(client, logger, role, onState, { probe: true });
  return client;
}

/**
 * A second connection with the same settings (the adapter's publisher and subscriber). A subscriber
 * is not probed: nothing waits on its replies (the adapter's requests have their own timeout), and
 * once Redis answers again the messages it held arrive.
 */
export function duplicateRedisClient(
  client: RedisClientType,
  logger: Logger,
  role: string,
  onState?: RedisStateListener,
  options: { subscriber?: boolean } = {},
): RedisClientType {
  const copy = client.duplicate() as RedisClientType;
  watchOutages(copy, logger, role, onState, { probe: !options.subscriber });
  return copy;
}

function watchOutages(
  client: RedisClientType,
  logger: Logger,
  role: string,
  onState: RedisStateListener | undefined,
  options: { probe: boolean },
): void {
  let down = false;
  let since = 0;
  const markDown = (log: () => void) => {
    if (down) return;
    down = true;
    onState?.(false);
    since = Date.now();
    log();
  };
  client.on('error', (err: unknown) => {
    markDown(() =>
      logger.error({ err, role }, 'redis unreachable: live events stay on this instance until it is back'),
    );
  });
  client.on('ready', () => {
    onState?.(true);
    if (!down) return;
    down = false;
    logger.warn({ role, outageMs: Date.now() - since }, 'redis reachable again');
  });
  if (!options.probe) return;
  client.once('ready', () =>
    watchReplies(client, () => {
      markDown(() =>
        logger.error(
          { role, waitedMs: REDIS_COMMAND_TIMEOUT_MS },
          'redis stopped answering: connection dropped, commands fail at once until it answers again',
        ),
      );
      // Dropping the connection fails every command still waiting for a reply; the client then
      // connects again (retrying as after an outage) and is ready once Redis answers. Meanwhile
      // commands fail at once, as while Redis is away. Only for connections without subscriptions:
      // dropping a connection this way forgets them.
      client.destroy();
      client.connect().catch(() => {
        // Closed while reconnecting (the instance is stopping): nothing is left to do.
      });
    }),
  );
}

/**
 * The hang detector of one connection: one PING in flight at a time, sent every
 * `PROBE_INTERVAL_MS`. Redis answers a connection's commands in order, so a probe unanswered after
 * `REDIS_COMMAND_TIMEOUT_MS` means every command sent before or after it is waiting too: `hung`
 * is called once for it. One timer per connection, whatever the number of commands.
 */
function watchReplies(client: RedisClientType, hung: () => void): void {
  let sent = 0;
  let inFlight = 0;
  let sentAt = 0;
  const timer = setInterval(() => {
    if (!client.isOpen) {
      clearInterval(timer);
      return;
    }
    // Not ready (reconnecting): commands fail at once meanwhile, there is nothing to wait for.
    if (!client.isReady) {
      inFlight = 0;
      return;
    }
    if (inFlight !== 0) {
      if (Date.now() - sentAt < REDIS_COMMAND_TIMEOUT_MS) return;
      inFlight = 0;
      hung();
      return;
    }
    const probe = ++sent;
    inFlight = probe;
    sentAt = Date.now();
    // A late answer (or failure) of an older probe must not clear the one in flight now.
    const settled = () => {
      if (inFlight === probe) inFlight = 0;
    };
    client.ping().then(settled, settled);
  }, PROBE_INTERVAL_MS);
  timer.unref();
}

/**
 * Guards the fire-and-forget publishes of the Socket.IO Redis adapter: it does not await
 * `publish`, so a refused command would otherwise be an unhandled rejection. The event has
 * already been delivered to this instance's sockets; the failures are counted, not logged one
 * by one (the outage itself is logged by `watchOutages`).
 */
export function guardPublishes(client: RedisClientType, onDropped: () => void): void {
  for (const name of ['publish', 'PUBLISH', 'sPublish', 'SPUBLISH'] as const) {
    const original = client[name] as (...args: unknown[]) => Promise<number>;
    if (typeof original !== 'function') continue;
    const guarded = (...args: unknown[]): Promise<number> => {
      const sent = original.apply(client, args);
      sent.catch(onDropped);
      return sent;
    };
    Object.defineProperty(client, name, { value: guarded, configurable: true, writable: true });
  }
}

/**
 * Closes a connection whether or not Redis is reachable right now (quit would wait for it). A
 * graceful close waits for the replies still due: a Redis that stopped answering gets as long as a
 * command would, then the connection is dropped, so a stopping instance never waits on it.
 */
export async function closeRedis(client: RedisClientType): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) {
    client.destroy();
    return;
  }
  const giveUp = setTimeout(() => client.destroy(), REDIS_COMMAND_TIMEOUT_MS);
  try {
    await client.close();
  } catch {
    client.destroy();
  } finally {
    clearTimeout(giveUp);
  }
}
