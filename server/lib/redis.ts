import { createClient, type RedisClientType } from 'redis';
import type { Logger } from './logger.ts';

/**
 * How long one command may wait for Redis. Every caller either answers a request (rate limits, the
 * companion's lock) or sends a live event; neither should hang longer than a person would wait.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** Reconnect quickly and keep trying for ever: service comes back within a second of Redis. */
const reconnectDelay = (retries: number): number => Math.min(50 * 2 ** retries, 1000);

/** Told each time a connection becomes ready (`true`) or unreachable (`false`): the metrics' gauge. */
export type RedisStateListener = (up: boolean) => void;

/**
 * One Redis connection that survives an outage of any length.
 *
 * - No offline queue: while Redis is away a command fails at once (ClientOfflineError) instead of
 *   piling up and timing out later, so requests answer fast and live events degrade to this
 *   instance's sockets (the adapter still delivers locally).
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
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { reconnectStrategy: reconnectDelay, connectTimeout: REDIS_COMMAND_TIMEOUT_MS },
  });
  watchOutages(client, logger, role, onState);
  return client;
}

/** A second connection with the same settings (the adapter's publisher and subscriber). */
export function duplicateRedisClient(
  client: RedisClientType,
  logger: Logger,
  role: string,
  onState?: RedisStateListener,
): RedisClientType {
  const copy = client.duplicate() as RedisClientType;
  watchOutages(copy, logger, role, onState);
  return copy;
}

function watchOutages(
  client: RedisClientType,
  logger: Logger,
  role: string,
  onState?: RedisStateListener,
): void {
  let down = false;
  let since = 0;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    onState?.(false);
    since = Date.now();
    logger.error({ err, role }, 'redis unreachable: live events stay on this instance until it is back');
  });
  client.on('ready', () => {
    onState?.(true);
    if (!down) return;
    down = false;
    logger.warn({ role, outageMs: Date.now() - since }, 'redis reachable again');
  });
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

/** Closes a connection whether or not Redis is reachable right now (quit would wait for it). */
export async function closeRedis(client: RedisClientType): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) {
    await client.close().catch(() => client.destroy());
  } else {
    client.destroy();
  }
}
