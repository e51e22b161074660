import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Orm } from '../../db/orm.ts';
import type { Realtime, RealtimeCounters } from '../realtime/io.ts';
import { CLIENT_EVENT_NAMES, clientEventLabel, SERVER_EVENT_NAMES, serverEventLabel } from './eventNames.ts';
import type { HttpObservation } from './http.ts';
import { METRIC_PREFIX, processMetrics } from './process.ts';

export { METRIC_PREFIX };

/** The roles of lib/redis.ts's connections: one gauge series each. */
export type RedisRole = 'commands' | 'socket.io publisher' | 'socket.io subscriber';

/**
 * One instance's Prometheus registry (docs/decisions.md, 'Metrics'). Each instance has its own, so
 * several instances in one test process never share figures; Prometheus sums over the replicas.
 * A scrape also shows the process's figures (process.ts: Node's default metrics with the prefix,
 * unhandled rejections). Hot paths only bump in-memory counters; figures that already exist elsewhere (sockets,
 * dropped publishes, the database pool) are read when Prometheus scrapes.
 *
 * Label sets are bounded: routes are router templates (`unmatched` otherwise), methods a fixed
 * list, statuses their class, socket events the protocol's names (`other` otherwise).
 */
export class Metrics implements RealtimeCounters {
  readonly registry = new Registry();
  readonly #http: Histogram<'method' | 'route' | 'status_class'>;
  readonly #eventsReceived: Counter<'event'>;
  readonly #eventsSent: Counter<'event'>;
  readonly #bossHits: Counter;
  readonly #reminderDelay: Histogram;
  readonly #redisUp: Gauge<'role'>;

  constructor() {
    // Started at boot, so the event-loop monitor covers the time before the first scrape.
    processMetrics();
    const registers = [this.registry];
    this.#http = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by @koa/router route template (unmatched for any other path), method and status class, until the answer is ready.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#eventsReceived = new Counter({
      name: `${METRIC_PREFIX}socket_events_received_total`,
      help: 'Socket.IO events received from clients by event name (other: not in the protocol), counted before the flood guard.',
      labelNames: ['event'] as const,
      registers,
    });
    this.#eventsSent = new Counter({
      name: `${METRIC_PREFIX}socket_events_sent_total`,
      help: 'Socket.IO events this instance emitted, by event name: one per emit to a room, whatever the number of receivers.',
      labelNames: ['event'] as const,
      registers,
    });
    // Zero-valued series from the start, so rate() sees the first event of each name.
    for (const event of CLIENT_EVENT_NAMES) this.#eventsReceived.inc({ event }, 0);
    for (const event of SERVER_EVENT_NAMES) this.#eventsSent.inc({ event }, 0);
    this.#bossHits = new Counter({
      name: `${METRIC_PREFIX}boss_hits_total`,
      help: 'Boss hits dealt through this instance (a completed quest of a party member).',
      registers,
    });
    this.#reminderDelay = new Histogram({
      name: `${METRIC_PREFIX}reminder_delay_seconds`,
      help: 'How late a reminder went out after its due time (observed by the reminder scheduler).',
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
      registers,
    });
    this.#redisUp = new Gauge({
      name: `${METRIC_PREFIX}redis_up`,
      help: 'Whether each Redis connection of this instance is ready (1) or away (0); no series without REDIS_URL.',
      labelNames: ['role'] as const,
      registers,
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition for a scrape: the process's figures, then this instance's. */
  exposition(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  observeHttp(o: HttpObservation): void {
    this.#http.observe({ method: o.method, route: o.route, status_class: o.statusClass }, o.seconds);
  }

  received(event: string): void {
    this.#eventsReceived.inc({ event: clientEventLabel(event) });
  }

  sent(event: string): void {
    this.#eventsSent.inc({ event: serverEventLabel(event) });
  }

  /** lib/redis.ts's outage watch: a connection became ready (`up`) or unreachable. */
  redisState(role: RedisRole, up: boolean): void {
    this.#redisUp.set({ role }, up ? 1 : 0);
  }

  countBossHit(): void {
    this.#bossHits.inc();
  }

  /** See reminders.ts (`observeReminderDelay`), the scheduler's entry point. */
  observeReminderDelay(seconds: number): void {
    this.#reminderDelay.observe(Math.max(0, seconds));
  }

  /** Figures read at scrape time from the real-time layer: sockets and dropped publishes. */
  watchRealtime(realtime: Realtime): void {
    const registers = [this.registry];
    new Gauge({
      name: `${METRIC_PREFIX}sockets_connected`,
      help: "Players' Socket.IO connections open on this instance (main namespace).",
      registers,
      collect() {
        this.set(realtime.io?.sockets.sockets.size ?? 0);
      },
    });
    let counted = 0;
    new Counter({
      name: `${METRIC_PREFIX}realtime_dropped_publishes_total`,
      help: 'Events that reached only this instance because Redis refused the publish (Realtime.droppedPublishes).',
      registers,
      collect() {
        const now = realtime.droppedPublishes;
        if (now > counted) this.inc(now - counted);
        counted = now;
      },
    });
  }

  /**
   * The PostgreSQL pool's figures (pg's Pool behind MikroORM's connection), read at scrape time.
   * Embedded PGlite has no pool: nothing is registered then.
   */
  async watchDatabase(orm: Orm): Promise<void> {
    const connection = orm.em.getConnection();
    if (!(connection instanceof PostgreSqlConnection)) return;
    // Taken once, while connected: asking later would reconnect a closed ORM during shutdown.
    const pool = await connection.getNativeClient();
    const registers = [this.registry];
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections`,
      help: 'PostgreSQL pool connections of this instance: in use (active) or idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_waiting`,
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_max_connections`,
      help: 'Size limit of the PostgreSQL pool.',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
}
