import type { RedisClientType } from 'redis';
import type { ServerResyncPayload } from '../../protocol/socket/resync.ts';
import type { Logger } from '../lib/logger.ts';

/** How often an instance tells the others it is alive (and looks at them). */
export const HEARTBEAT_MS = 500;
/** An instance silent for this long has died (or hangs): its pushes after its last commits may be lost. */
export const SILENT_MS = 2000;
/** A dead instance's entry is forgotten after this long (it was judged long before). */
const FORGET_MS = 60_000;
/** Pub and sub coming back together, or several peers dying at once, make one resync. */
const GATHER_MS = 150;
/** How long a stopping instance waits for Redis to take its leave. */
const LEAVE_WAIT_MS = 500;

/**
 * One round trip per beat, on one key (so it works on a Redis Cluster too), on Redis's own clock
 * (so the instances' clocks need not agree): this instance's beat, the long-dead forgotten, and
 * every instance's latest beat. A gracefully stopping instance removes its own entry.
 */
const BEAT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
local beats = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
table.insert(beats, 1, tostring(now))
return beats
`;

/** What the resync needs of the real-time layer: send to this instance's sockets, or to every instance's. */
export interface ResyncTarget {
  local(payload: ServerResyncPayload): void;
  everywhere(payload: ServerResyncPayload): void;
}

/** Which instances were alive at the latest beat, and which of those now fell silent. */
export function silentPeers(
  beats: readonly string[],
  self: string,
  alive: ReadonlySet<string>,
): { now: number; alive: Set<string>; died: string[] } {
  const now = Number(beats[0]);
  const stillAlive = new Set<string>();
  const died: string[] = [];
  for (let i = 1; i + 1 < beats.length; i += 2) {
    const id = beats[i]!;
    if (id === self) continue;
    if (now - Number(beats[i + 1]) < SILENT_MS) stillAlive.add(id);
    else if (alive.has(id)) died.push(id);
  }
  // A peer that left (its entry removed on a graceful stop, or a Redis that restarted empty) is
  // simply gone: a graceful stop sends its pushes before it leaves, and a Redis outage has its own
  // resync when the link comes back.
  return { now, alive: stillAlive, died };
}

/**
 * Tells screens to re-read when pushes may have been lost, so no committed change stays invisible
 * (docs/decisions.md, "A committed hit never stays invisible"):
 * - this instance's Redis link (the adapter's publisher or subscriber) came back after an outage:
 *   its sockets re-read (what other instances published meanwhile never reached it);
 * - this instance's own publishes were dropped (Redis refused them): once the publisher works
 *   again, every instance's sockets re-read (they never heard those events);
 * - another instance stopped beating without leaving (killed, hung, its machine gone): whatever it
 *   committed last may never have been pushed, so this instance's sockets re-read. Each survivor
 *   judges for itself, from a heartbeat registry in Redis.
 */
export class Resync {
  readonly #redis: RedisClientType;
  readonly #publisher: RedisClientType;
  readonly #key: string;
  readonly #self: string;
  readonly #target: ResyncTarget;
  readonly #logger: Logger;
  readonly #down = new Set<string>();
  #alive = new Set<string>();
  #publishesOwed = false;
  #gathering: ServerResyncPayload['reason'] | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #beating = false;

  constructor(options: {
    redis: RedisClientType;
    publisher: RedisClientType;
    keyPrefix: string;
    instanceId: string;
    target: ResyncTarget;
    logger: Logger;
  }) {
    this.#redis = options.redis;
    this.#publisher = options.publisher;
    this.#key = `${options.keyPrefix}instances:alive`;
    this.#self = options.instanceId;
    this.#target = options.target;
    this.#logger = options.logger;
  }

  start(): void {
    this.#timer = setInterval(() => void this.#beat(), HEARTBEAT_MS);
    this.#timer.unref();
    void this.#beat();
  }

  /** An adapter connection became unreachable (`false`) or ready (`true`). */
  linkState(role: string, up: boolean): void {
    if (!up) {
      this.#down.add(role);
      return;
    }
    if (this.#down.delete(role)) this.#gather('link-restored');
    if (this.#publishesOwed) this.#sendOwed();
  }

  /** A publish of this instance was refused: the other instances never heard that event. */
  publishDropped(): void {
    this.#publishesOwed = true;
  }

  /**
   * A graceful stop: this instance leaves the registry, so nobody takes it for dead. A Redis that
   * does not answer at once does not hold the stop up (the others then resync once, needlessly).
   */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    if (!this.#redis.isReady) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      this.#redis.zRem(this.#key, this.#self).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, LEAVE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  async #beat(): Promise<void> {
    if (this.#beating) return;
    this.#beating = true;
    try {
      if (this.#publishesOwed) this.#sendOwed();
      if (!this.#redis.isReady) {
        // Whoever goes silent meanwhile is not judged: the link's own resync covers the outage.
        this.#alive = new Set();
        return;
      }
      const beats = (await this.#redis.eval(BEAT_SCRIPT, {
        keys: [this.#key],
        arguments: [this.#self, String(FORGET_MS)],
      })) as string[];
      const { alive, died } = silentPeers(beats, this.#self, this.#alive);
      this.#alive = alive;
      if (died.length > 0) {
        this.#logger.warn({ instances: died }, 'instances stopped beating: their last pushes may be lost');
        this.#gather('instance-lost');
      }
    } catch {
      this.#alive = new Set();
    } finally {
      this.#beating = false;
    }
  }

  /** Sends the owed resync to every instance once the publisher can carry it (a refusal owes it again). */
  #sendOwed(): void {
    if (!this.#publisher.isReady) return;
    this.#publishesOwed = false;
    this.#target.everywhere({ reason: 'publishes-dropped' });
  }

  #gather(reason: ServerResyncPayload['reason']): void {
    if (this.#gathering) return;
    this.#gathering = reason;
    setTimeout(() => {
      this.#gathering = null;
      this.#target.local({ reason });
    }, GATHER_MS).unref();
  }
}
