import { createHash, randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { Logger } from '../lib/logger.ts';
import type { PlayerSocket } from './handler.ts';

/** The most sockets one session may hold open at once (a browser with many tabs stays well below). */
export const SOCKETS_PER_SESSION = 20;
/** The most sockets one player may hold open at once, over all their sessions and instances. */
export const SOCKETS_PER_PLAYER = 50;

export const TOO_MANY_FOR_SESSION = 'Too many open connections for this session';
export const TOO_MANY_FOR_PLAYER = 'Too many open connections for this account';

/** How often an instance says it is alive; its counts stop counting after `INSTANCE_TTL_MS` of silence. */
const HEARTBEAT_MS = 5_000;
const INSTANCE_TTL_MS = 15_000;
/** An instance silent this long is gone for good: its counts are deleted where they are next read. */
const INSTANCE_GONE_MS = 10 * 60 * 1000;
/** A count key outlives its last connect by longer than any session (30 days), so live sockets keep it. */
const COUNT_KEY_TTL_MS = 31 * 24 * 60 * 60 * 1000;

export interface SocketCapSettings {
  perSession: number;
  perPlayer: number;
  /** Tests: a shorter heartbeat and lifetime of an instance's counts. */
  heartbeatMs?: number;
  instanceTtlMs?: number;
}

const DEFAULT_SETTINGS: SocketCapSettings = {
  perSession: SOCKETS_PER_SESSION,
  perPlayer: SOCKETS_PER_PLAYER,
};

/** A socket may connect (counted, or uncounted while Redis is away), or is refused with a reason. */
export type Admission = { ok: true; counted: boolean } | { ok: false; reason: string };

/** Counts the open sockets of each session and player; `release` frees a counted slot. */
export interface SocketCounter {
  admit(sessionId: string, userId: string): Promise<Admission>;
  release(sessionId: string, userId: string): void;
  close(): Promise<void>;
}

/**
 * Counts a socket in at its handshake: answers the refusal, or null when it may connect. A counted
 * socket's slot is freed when it disconnects.
 */
export async function admitSocket(
  counter: SocketCounter,
  socket: PlayerSocket,
  sessionId: string,
  userId: string,
): Promise<string | null> {
  const admission = await counter.admit(sessionId, userId);
  if (!admission.ok) return admission.reason;
  if (!admission.counted) return null;
  // A connection that closed during the handshake is dropped by Socket.IO without a 'disconnect'.
  if (socket.conn.readyState !== 'open') counter.release(sessionId, userId);
  else socket.once('disconnect', () => counter.release(sessionId, userId));
  return null;
}

/** One instance without Redis (embedded mode): its own sockets are all there is to count. */
export class MemorySocketCounter implements SocketCounter {
  readonly #sessions = new Map<string, number>();
  readonly #players = new Map<string, number>();
  readonly #settings: SocketCapSettings;

  constructor(settings: SocketCapSettings = DEFAULT_SETTINGS) {
    this.#settings = settings;
  }

  async admit(sessionId: string, userId: string): Promise<Admission> {
    const session = this.#sessions.get(sessionId) ?? 0;
    if (session >= this.#settings.perSession) return { ok: false, reason: TOO_MANY_FOR_SESSION };
    const player = this.#players.get(userId) ?? 0;
    if (player >= this.#settings.perPlayer) return { ok: false, reason: TOO_MANY_FOR_PLAYER };
    this.#sessions.set(sessionId, session + 1);
    this.#players.set(userId, player + 1);
    return { ok: true, counted: true };
  }

  release(sessionId: string, userId: string): void {
    decrement(this.#sessions, sessionId);
    decrement(this.#players, userId);
  }

  async close(): Promise<void> {}
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Sums a count hash over the instances alive now (KEYS[3] scores each instance by its last
 * heartbeat); an instance missing from it is gone, and its field is dropped on the way.
 */
const LIVE_SUM = `
local function live(key)
  local fields = redis.call('HGETALL', key)
  local total = 0
  for i = 1, #fields, 2 do
    local seen = redis.call('ZSCORE', KEYS[3], fields[i])
    if not seen then
      redis.call('HDEL', key, fields[i])
    elseif tonumber(seen) >= tonumber(ARGV[4]) then
      total = total + tonumber(fields[i + 1])
    end
  end
  return total
end
`;

/** KEYS: session counts, player counts, instances. ARGV: instance, caps, live since, key TTL. */
const ADMIT = `${LIVE_SUM}
if live(KEYS[1]) >= tonumber(ARGV[2]) then return 1 end
if live(KEYS[2]) >= tonumber(ARGV[3]) then return 2 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 0
`;

/** KEYS: session counts, player counts. ARGV: instance. */
const RELEASE = `
for i = 1, 2 do
  if redis.call('HINCRBY', KEYS[i], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[i], ARGV[1]) end
end
return 0
`;

/**
 * Sockets counted in Redis across every instance. Each instance keeps its own field in a hash per
 * session and per player (`HINCRBY` on connect and disconnect), and the connect's check and count
 * are one script, so two instances admitting at the same moment cannot both take the last slot.
 * An instance that dies without releasing stops counting once its heartbeat is older than
 * `INSTANCE_TTL_MS` (a brief Redis outage does not erase its counts: they count again when its
 * heartbeat returns). One script call per connect and per disconnect; no timer per socket.
 */
export class RedisSocketCounter implements SocketCounter {
  readonly #redis: RedisClientType;
  readonly #prefix: string;
  readonly #logger: Logger;
  readonly #settings: SocketCapSettings;
  readonly #instance = randomUUID();
  readonly #pending = new Set<Promise<unknown>>();
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(redis: RedisClientType, keyPrefix: string, logger: Logger, settings = DEFAULT_SETTINGS) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}sockets:`;
    this.#logger = logger;
    this.#settings = settings;
  }

  /** Announces this instance and keeps announcing it; answers once the first heartbeat is written. */
  async start(): Promise<void> {
    await this.#beat().catch(() => {
      // Redis away at boot: connects are admitted uncounted until it answers (see `admit`).
    });
    this.#heartbeat = setInterval(
      () => void this.#beat().catch(() => {}),
      this.#settings.heartbeatMs ?? HEARTBEAT_MS,
    );
    this.#heartbeat.unref();
  }

  async admit(sessionId: string, userId: string): Promise<Admission> {
    const ttl = this.#settings.instanceTtlMs ?? INSTANCE_TTL_MS;
    try {
      const answer = await this.#script(ADMIT, {
        keys: [this.#key('session', sessionId), this.#key('player', userId), this.#instancesKey()],
        arguments: [
          this.#instance,
          String(this.#settings.perSession),
          String(this.#settings.perPlayer),
          String(Date.now() - ttl),
          String(COUNT_KEY_TTL_MS),
        ],
      });
      if (answer === 1) return { ok: false, reason: TOO_MANY_FOR_SESSION };
      if (answer === 2) return { ok: false, reason: TOO_MANY_FOR_PLAYER };
      return { ok: true, counted: true };
    } catch {
      // Without Redis the cap cannot be known: a player keeps their live updates rather than being
      // refused by an outage (the outage itself is logged once by lib/redis.ts). Such a socket is
      // not counted, so its disconnect releases nothing.
      return { ok: true, counted: false };
    }
  }

  release(sessionId: string, userId: string): void {
    const work = this.#script(RELEASE, {
      keys: [this.#key('session', sessionId), this.#key('player', userId)],
      arguments: [this.#instance],
    }).catch((err: unknown) => this.#logger.debug({ err }, 'socket count release failed'));
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Stops the heartbeat and withdraws this instance: whatever it still counted stops counting. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    await Promise.allSettled([...this.#pending]);
    try {
      await this.#redis.zRem(this.#instancesKey(), this.#instance);
    } catch {
      // Redis away: the heartbeat stopped, so the counts stop counting on their own.
    }
  }

  /** Runs a script by its hash (Redis keeps it compiled), sending its text only when Redis lacks it. */
  async #script(text: string, options: { keys: string[]; arguments: string[] }): Promise<unknown> {
    const sha = scriptHashes.get(text) ?? createHash('sha1').update(text).digest('hex');
    scriptHashes.set(text, sha);
    try {
      return await this.#redis.evalSha(sha, options);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return this.#redis.eval(text, options);
    }
  }

  async #beat(): Promise<void> {
    const now = Date.now();
    await Promise.all([
      this.#redis.zAdd(this.#instancesKey(), { score: now, value: this.#instance }),
      this.#redis.zRemRangeByScore(this.#instancesKey(), '-inf', now - INSTANCE_GONE_MS),
      // Once every instance is gone (a test run's prefix), the set goes too.
      this.#redis.pExpire(this.#instancesKey(), INSTANCE_GONE_MS),
    ]);
  }

  #key(kind: 'session' | 'player', id: string): string {
    return `${this.#prefix}${kind}:${id}`;
  }

  #instancesKey(): string {
    return `${this.#prefix}instances`;
  }
}

const scriptHashes = new Map<string, string>();

export async function createSocketCounter(
  redis: RedisClientType | undefined,
  keyPrefix: string,
  logger: Logger,
  settings: SocketCapSettings = DEFAULT_SETTINGS,
): Promise<SocketCounter> {
  if (!redis) return new MemorySocketCounter(settings);
  const counter = new RedisSocketCounter(redis, keyPrefix, logger, settings);
  await counter.start();
  return counter;
}
