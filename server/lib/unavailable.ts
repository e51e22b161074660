import {
  ClientClosedError,
  ClientOfflineError,
  DisconnectsClientError,
  SocketClosedUnexpectedlyError,
} from 'redis';

/**
 * Whether an error means a backing service (PostgreSQL, Redis) is briefly out of reach rather than
 * a bug: the connection was cut, refused or timed out. Such a request answers 503 with Retry-After,
 * so clients and the balancer try again, instead of a 500 that says something is broken.
 */
export function isServiceUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (REDIS_AWAY.some((type) => e instanceof type)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** PostgreSQL's admin shutdown / crash codes and the socket errors of a lost connection. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08003',
  '08006', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
/**
 * The redis client's errors while Redis is away (no offline queue: they come at once), or once the
 * connection probe dropped a hung connection (server/lib/redis.ts). They are told apart by class:
 * the client leaves their `name` as 'Error'.
 */
const REDIS_AWAY = [
  ClientOfflineError,
  ClientClosedError,
  SocketClosedUnexpectedlyError,
  DisconnectsClientError,
];
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error',
];
