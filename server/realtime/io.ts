import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createShardedAdapter, RedisAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { type Namespace, Server } from 'socket.io';
import type { Orm } from '../../db/orm.ts';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '../../protocol/socket/events.ts';
import { rooms } from '../../protocol/socket/events.ts';
import type { ServerResyncPayload } from '../../protocol/socket/resync.ts';
import type { PublicUrls } from '../deps.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { closeRedis, duplicateRedisClient, guardPublishes } from '../lib/redis.ts';
import type { PlayerSocket } from './handler.ts';
import { authenticateHandshake } from './handshake.ts';
import { Resync } from './resync.ts';
import { watchSessionEnds } from './sessionEnds.ts';
import { admitSocket, createSocketCounter, type SocketCounter } from './socketCaps.ts';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Socket.IO messages are small JSON events; anything larger is refused before parsing. */
export const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

/** How long a stopping instance waits for clients to follow its `server:shutdown` hint. */
const HINT_GRACE_MS = 250;
/** How long it then lets the remaining sockets' disconnect packets drain before closing them. */
const RELEASE_GRACE_MS = 1000;

export type AdapterKind = 'memory' | 'redis' | 'redis-sharded';

/** What the metrics (server/metrics) hear from the real-time layer; nothing more is done with it. */
export interface RealtimeCounters {
  /** Every client event as it arrives, before the flood guard. */
  received(event: string): void;
  /** Every event this instance emits (one call per emit, whatever the room's size). */
  sent(event: string): void;
  /** An adapter connection (publisher, subscriber) became ready or unreachable. */
  redisState(role: 'socket.io publisher' | 'socket.io subscriber', up: boolean): void;
}

export interface RealtimeOptions {
  orm: Orm;
  logger: Logger;
  urls: PublicUrls;
  sessionSecret: string;
  redis: RedisClientType | undefined;
  /** Redis 7 sharded pub/sub (SPUBLISH) or the classic adapter; both are measured in the benchmark. */
  adapter?: AdapterKind;
  /** Prefix of the adapter's Redis channels, so test runs sharing one Redis never hear each other. */
  channelPrefix: string;
  counters?: RealtimeCounters;
  /** The server's clock: it decides when a socket's session has ended (tests move it). */
  clock?: Clock;
}

/**
 * Redis hands every publish back to its publisher too, and the classic adapter decodes each message
 * (msgpack: the whole event) before it compares the sender's id with its own and drops its own: every
 * emit of this instance was decoded once more for nothing. A broadcast is encoded as the
 * array `[uid, packet, options]`, so its first bytes name the sender; this instance's own are
 * answered with `[uid]` without decoding the rest, which the adapter drops as before ("ignore same
 * uid"). Requests and responses are maps, never arrays, and pass to the parser unchanged.
 */
export function skipOwnEchoes(adapter: RedisAdapter): void {
  const parser = adapter.parser;
  const uid = String(adapter.uid);
  const prefix = Buffer.concat([Buffer.from([0x93]), Buffer.from(parser.encode(uid))]);
  // Another parser (or a future format) that does not start its broadcasts so: left as it is.
  const sample: unknown = parser.encode([uid, { type: 2 }, { rooms: [] }]);
  if (!Buffer.isBuffer(sample) || !sample.subarray(0, prefix.length).equals(prefix)) return;
  const own = [uid];
  const isOwn = (msg: unknown): boolean =>
    Buffer.isBuffer(msg) &&
    msg.length > prefix.length &&
    msg.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
  // `parser` is read on every message, so replacing it on the instance is enough.
  Object.defineProperty(adapter, 'parser', {
    value: {
      encode: (msg: unknown): unknown => parser.encode(msg),
      decode: (msg: unknown): unknown => (isOwn(msg) ? own : parser.decode(msg)),
    },
  });
}

/**
 * The real-time layer (DESIGN section 5). Emits go through `Realtime`, which the commands' callers
 * use after commit; with Redis an emit on one instance reaches sockets on every instance.
 */
export class Realtime {
  io: IoServer | undefined;
  /** Set once the instance is shutting down: no more work for sockets that are leaving. */
  closing = false;
  /** Events that reached only this instance's sockets because Redis was away (see lib/redis.ts). */
  droppedPublishes = 0;
  readonly #pending = new Set<Promise<unknown>>();
  readonly #options: RealtimeOptions;
  readonly #adapterClients: RedisClientType[] = [];
  readonly #handlers: ((socket: PlayerSocket) => void)[] = [];
  /** Tells screens to re-read when pushes may have been lost (resync.ts); only with Redis. */
  #resync: Resync | undefined;
  /** Open sockets per session and player, capped at the handshake (socketCaps.ts). */
  #socketCounter: SocketCounter | undefined;
  #stopSessionWatch: (() => void) | undefined;

  constructor(options: RealtimeOptions) {
    this.#options = options;
  }

  async attach(http: HttpServer): Promise<void> {
    const { orm, logger, urls, sessionSecret, redis, counters } = this.#options;
    const io: IoServer = new Server(http, {
      maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
      serveClient: false,
      // Foreign origins are refused before the upgrade (cookies would otherwise ride along).
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        callback(null, !origin || urls.allowedOrigins().includes(origin));
      },
      connectionStateRecovery: undefined,
    });
    if (redis) {
      const kind = this.#options.adapter ?? 'redis';
      const pub = duplicateRedisClient(redis, logger, 'socket.io publisher', (up) => {
        counters?.redisState('socket.io publisher', up);
        this.#resync?.linkState('publisher', up);
      });
      const sub = duplicateRedisClient(
        redis,
        logger,
        'socket.io subscriber',
        (up) => {
          counters?.redisState('socket.io subscriber', up);
          this.#resync?.linkState('subscriber', up);
        },
        { subscriber: true },
      );
      guardPublishes(pub, () => {
        this.droppedPublishes += 1;
        this.#resync?.publishDropped();
      });
      await Promise.all([pub.connect(), sub.connect()]);
      this.#adapterClients.push(pub, sub);
      const key = `${this.#options.channelPrefix}socket.io`;
      if (kind === 'redis-sharded') {
        io.adapter(createShardedAdapter(pub, sub, { channelPrefix: key }));
      } else {
        const options = { key, requestsTimeout: 2000 };
        // Socket.IO constructs its adapters with `new`: a class, not a plain factory.
        io.adapter(
          class extends RedisAdapter {
            constructor(nsp: Namespace) {
              super(nsp, pub, sub, options);
              skipOwnEchoes(this);
            }
          },
        );
      }
      this.#resync = new Resync({
        redis,
        publisher: pub,
        keyPrefix: this.#options.channelPrefix,
        instanceId: randomUUID(),
        target: {
          local: (payload) => this.#resyncEmit(io.local, payload),
          everywhere: (payload) => this.#resyncEmit(io, payload),
        },
        logger,
      });
      this.#resync.start();
    }
    const clock = this.#options.clock ?? systemClock;
    const socketCounter = await createSocketCounter(redis, this.#options.channelPrefix, logger);
    this.#socketCounter = socketCounter;
    io.use(async (socket, next) => {
      try {
        const player = await authenticateHandshake(socket.request, orm, sessionSecret, clock.now());
        if (!player) {
          next(new Error('unauthenticated'));
          return;
        }
        socket.data.userId = player.userId;
        socket.data.username = player.username;
        socket.data.sessionEndsAt = player.sessionEndsAt;
        // Rooms are joined before the connection is announced, so no event sent right after a
        // connect (or a reconnect) can slip past a socket that is not in its rooms yet.
        const joined = [rooms.user(player.userId), rooms.session(player.sessionId)];
        if (player.partyId) joined.push(rooms.party(player.partyId));
        if (player.clanId) joined.push(rooms.clan(player.clanId));
        await socket.join(joined);
        // Last, so that a counted socket always connects (and is released when it disconnects).
        const refused = await admitSocket(socketCounter, socket, player.sessionId, player.userId);
        next(refused ? new Error(refused) : undefined);
      } catch (err) {
        logger.error({ err }, 'socket handshake failed');
        next(new Error('handshake failed'));
      }
    });
    io.on('connection', (socket) => {
      if (counters) {
        socket.use(([event], next) => {
          counters.received(event);
          next();
        });
      }
      for (const register of this.#handlers) register(socket);
    });
    this.io = io;
    this.#stopSessionWatch = watchSessionEnds(io.of('/').sockets, { orm, logger, clock });
  }

  /** Client event handlers registered on every new connection (each through `onEvent`). */
  addHandlers(register: (socket: PlayerSocket) => void): void {
    this.#handlers.push(register);
  }

  get logger(): Logger {
    return this.#options.logger;
  }

  /**
   * Sends one event to a room on every instance. Only the outbox calls this (after commit), and
   * the AI stream, whose deltas are not the result of a transaction.
   */
  emit<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void {
    this.#options.counters?.sent(event);
    // The typed emit cannot take a generic event name; the payload type is fixed by the signature.
    (this.#require().to(room) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
  }

  /** Closes every socket of a player on every instance (their account ended or their session did). */
  disconnectUser(userId: string): void {
    this.#require().in(rooms.user(userId)).disconnectSockets(true);
  }

  /** Closes the sockets opened with these sessions (public ids), on every instance. */
  disconnectSessions(publicIds: readonly string[]): void {
    if (publicIds.length === 0) return;
    this.#require().in(publicIds.map(rooms.session)).disconnectSockets(true);
  }

  /** The sockets of a session whose key was rotated follow it to the new session's room. */
  moveSession(fromPublicId: string, toPublicId: string): void {
    const sockets = this.#require().in(rooms.session(fromPublicId));
    sockets.socketsJoin(rooms.session(toPublicId));
    sockets.socketsLeave(rooms.session(fromPublicId));
  }

  /** Moves every socket of a player (on every instance) out of one room and into another. */
  moveUser(userId: string, leave: string | null, join: string | null): void {
    const sockets = this.#require().in(rooms.user(userId));
    if (leave) sockets.socketsLeave(leave);
    if (join) sockets.socketsJoin(join);
  }

  /** Which of these players have a socket open on any instance. */
  async onlineAmong(room: string): Promise<Set<string>> {
    try {
      const sockets = await this.#require().in(room).fetchSockets();
      return new Set(sockets.map((s) => s.data.userId));
    } catch (err) {
      // Presence is a nicety: an instance that does not answer in time must not fail the call.
      this.#options.logger.warn({ err }, 'presence lookup failed');
      return new Set();
    }
  }

  /**
   * Tells this instance's clients to reconnect (to another instance) and lets them go. The HTTP
   * server is closed by its owner; the adapter's Redis clients close in `close()`.
   */
  async releaseClients(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const io = this.io;
    if (!io) return;
    const drained = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (io.engine.clientsCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    io.local.emit('server:shutdown', { reconnect: true });
    this.#options.counters?.sent('server:shutdown');
    // Clients that act on the hint leave by themselves; the others then get their disconnect
    // packet before the connection closes, so they see 'io server disconnect' after the hint and
    // reconnect at once instead of waiting for their backoff.
    await drained(HINT_GRACE_MS);
    io.local.disconnectSockets(true);
    await drained(RELEASE_GRACE_MS);
    io.engine.close();
  }

  /** Background work on sockets (presence): close() waits for it before Redis goes away. */
  track(work: Promise<unknown>): void {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  async close(): Promise<void> {
    await this.releaseClients();
    await Promise.allSettled([...this.#pending]);
    await this.#resync?.stop();
    this.#stopSessionWatch?.();
    await this.#socketCounter?.close();
    await Promise.all(this.#adapterClients.map(closeRedis));
  }

  #resyncEmit(
    to: { emit(event: 'server:resync', payload: ServerResyncPayload): boolean },
    payload: ServerResyncPayload,
  ): void {
    if (this.closing) return;
    this.#options.counters?.sent('server:resync');
    to.emit('server:resync', payload);
  }

  #require(): IoServer {
    if (!this.io) throw new Error('real-time layer not attached yet');
    return this.io;
  }
}
