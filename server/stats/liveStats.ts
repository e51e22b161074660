import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { Orm } from '../../db/orm.ts';
import type { LiveStats } from '../../protocol/socket/admin.ts';
import { activePartiesAndBosses } from '../data/admin.ts';

export const STATS_INTERVAL_MS = 2000;

interface InstanceFigures {
  sockets: number;
  players: string[];
  requestsPerSecond: number;
  hitsPerSecond: number;
  eventsPerSecond: number;
}

/**
 * Live figures for the admin screens. The hot path only bumps in-memory counters; every two
 * seconds each instance writes its own figures to Redis (expiring, so a dead instance drops out)
 * and, while admins watch, one aggregate is built from those few keys plus two counts.
 */
export class LiveStatsCollector {
  readonly instanceId = randomUUID();
  #requests = 0;
  #hits = 0;
  #events = 0;
  #latest: InstanceFigures = {
    sockets: 0,
    players: [],
    requestsPerSecond: 0,
    hitsPerSecond: 0,
    eventsPerSecond: 0,
  };
  readonly #redis: RedisClientType | undefined;
  readonly #orm: Orm;
  readonly #prefix: string;

  constructor(options: { redis: RedisClientType | undefined; orm: Orm; keyPrefix: string }) {
    this.#redis = options.redis;
    this.#orm = options.orm;
    this.#prefix = `${options.keyPrefix}stats:`;
  }

  countRequest(): void {
    this.#requests++;
  }
  countHit(): void {
    this.#hits++;
  }
  countEvent(): void {
    this.#events++;
  }

  /** Closes one interval: rates from the counters, and this instance's figures published. */
  async tick(local: { sockets: number; players: string[] }): Promise<void> {
    const seconds = STATS_INTERVAL_MS / 1000;
    this.#latest = {
      sockets: local.sockets,
      players: local.players,
      requestsPerSecond: this.#requests / seconds,
      hitsPerSecond: this.#hits / seconds,
      eventsPerSecond: this.#events / seconds,
    };
    this.#requests = 0;
    this.#hits = 0;
    this.#events = 0;
    if (this.#redis?.isReady) {
      await this.#redis.set(`${this.#prefix}${this.instanceId}`, JSON.stringify(this.#latest), {
        expiration: { type: 'PX', value: STATS_INTERVAL_MS * 3 },
      });
    }
  }

  /** The aggregate over every live instance (this one alone without Redis). */
  async aggregate(now = new Date()): Promise<LiveStats> {
    let figures: InstanceFigures[] = [this.#latest];
    if (this.#redis?.isReady) {
      const keys: string[] = [];
      for await (const batch of this.#redis.scanIterator({ MATCH: `${this.#prefix}*`, COUNT: 100 }))
        keys.push(...batch);
      const values = keys.length ? await this.#redis.mGet(keys) : [];
      figures = values
        .filter((v): v is string => typeof v === 'string')
        .map((v) => JSON.parse(v) as InstanceFigures);
      if (figures.length === 0) figures = [this.#latest];
    }
    const counts = await activePartiesAndBosses(this.#orm.em);
    const sum = (pick: (f: InstanceFigures) => number) => figures.reduce((total, f) => total + pick(f), 0);
    return {
      onlinePlayers: new Set(figures.flatMap((f) => f.players)).size,
      connectedSockets: sum((f) => f.sockets),
      activeParties: counts.parties,
      activeBosses: counts.bosses,
      hitsPerSecond: sum((f) => f.hitsPerSecond),
      requestsPerSecond: sum((f) => f.requestsPerSecond),
      eventsPerSecond: sum((f) => f.eventsPerSecond),
      instances: figures.length,
      at: now.toISOString(),
    };
  }
}
