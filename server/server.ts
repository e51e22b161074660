import { createServer, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { RedisClientType } from 'redis';
import { initOrm, type Orm } from '../db/orm.ts';
import { OpenAiProvider } from './ai/openaiProvider.ts';
import { type AiTimeouts, DEFAULT_AI_TIMEOUTS } from './ai/provider.ts';
import { AiService } from './ai/service.ts';
import { createApp, DEFAULT_CLIENT_DIST } from './app.ts';
import { createAuthRateLimiters, type RateLimitSettings } from './auth/rateLimiters.ts';
import { purgeExpiredSessions } from './auth/sessionStore.ts';
import { migrateAndSeed } from './boot/migrate.ts';
import { allowedOrigins, type Config, publicUrl } from './config.ts';
import type { AppDeps } from './deps.ts';
import { FeatureFlags } from './flags/featureFlags.ts';
import { startBossSpawner } from './jobs/bossSpawner.ts';
import { startIdempotencyPurge } from './jobs/idempotencyPurge.ts';
import { startReminderScheduler } from './jobs/reminderScheduler.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { closeRedis, createRedisClient } from './lib/redis.ts';
import { resolveSecrets } from './lib/secrets.ts';
import { createOutboxMailer, createSmtpMailer, MailDispatcher } from './mail/mailer.ts';
import { MeteredLiveStats } from './metrics/liveStats.ts';
import { Metrics } from './metrics/metrics.ts';
import { PushSender } from './push/sender.ts';
import { resolveVapidKeys } from './push/vapid.ts';
import { startAdminStats } from './realtime/adminNamespace.ts';
import { registerAiHandlers } from './realtime/aiHandlers.ts';
import { registerChatHandlers } from './realtime/chatHandlers.ts';
import { guardFlood } from './realtime/handler.ts';
import { type AdapterKind, Realtime } from './realtime/io.ts';
import { createPresence } from './realtime/presence.ts';

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** Folder of the built client, or false for an API-only server (tests). */
  clientDist?: string | false;
  /** Prefix of every Redis key, so test runs sharing one Redis never collide. */
  redisKeyPrefix?: string;
  rateLimits?: Partial<RateLimitSettings>;
  /** PGlite only: keep the database in memory (tests). */
  inMemoryDatabase?: boolean;
  /** Tests, with `inMemoryDatabase`: start from this dump of a migrated database (db/orm.ts). */
  pgliteSnapshot?: Blob;
  socketAdapter?: AdapterKind;
  /** Shorter companion timeouts for tests (default 15 s to the first byte, 10 s between tokens). */
  aiTimeouts?: AiTimeouts;
  /** Tests only: a clock moved forward (routines reopening); the system clock otherwise. */
  clock?: Clock;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  http: Server;
  close(): Promise<void>;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

/** Boots one instance: database (migrated), Redis when configured, the Koa app and its HTTP server. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config);
  const secrets = resolveSecrets(config);
  const metrics = new Metrics();

  let redis: RedisClientType | undefined;
  if (config.redisUrl) {
    redis = createRedisClient(config.redisUrl, logger, 'commands', (up) =>
      metrics.redisState('commands', up),
    );
    await redis.connect();
  }

  let orm: Orm | undefined;
  try {
    orm = await initOrm({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: options.inMemoryDatabase ?? false,
      pgliteSnapshot: options.pgliteSnapshot,
    });
    await migrateAndSeed(orm, config.databaseUrl, logger);
    await metrics.watchDatabase(orm);
  } catch (err) {
    await orm?.close(true);
    if (redis) await closeRedis(redis);
    throw err;
  }

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), logger);

  let port = config.port;
  const urls = {
    publicUrl: () => publicUrl(config, port),
    allowedOrigins: () => allowedOrigins(config, port),
  };
  const keyPrefix = options.redisKeyPrefix ?? config.redisKeyPrefix;
  const realtime = new Realtime({
    orm,
    logger,
    urls,
    sessionSecret: secrets.sessionSecret,
    redis,
    channelPrefix: keyPrefix,
    adapter: options.socketAdapter ?? (config.redisAdapter === 'sharded' ? 'redis-sharded' : 'redis'),
    counters: metrics,
    clock: options.clock ?? systemClock,
  });
  metrics.watchRealtime(realtime);
  const limiters = createAuthRateLimiters({
    redis,
    keyPrefix,
    ...(options.rateLimits ? { settings: options.rateLimits } : {}),
  });
  const ai = new AiService({
    provider: config.openaiApiKey
      ? new OpenAiProvider({
          apiKey: config.openaiApiKey,
          baseURL: config.openaiBaseUrl,
          model: config.openaiModel,
          timeouts: options.aiTimeouts ?? DEFAULT_AI_TIMEOUTS,
        })
      : null,
    redis,
    budget: limiters.aiRequests,
    keyPrefix,
  });
  const deps: AppDeps = {
    config,
    orm,
    logger,
    secrets,
    redis,
    mail: new MailDispatcher(mailer, logger),
    limiters,
    urls,
    realtime,
    ai,
    flags: new FeatureFlags(orm),
    stats: new MeteredLiveStats({ redis, orm, keyPrefix }, metrics),
    metrics,
    clock: options.clock ?? systemClock,
  };

  const presence = createPresence(deps);
  realtime.addHandlers((socket) => {
    guardFlood(deps, socket);
    registerChatHandlers(deps, socket);
    registerAiHandlers(deps, socket);
    presence(socket);
  });

  let shuttingDown = false;
  const clientDist = options.clientDist === false ? undefined : (options.clientDist ?? DEFAULT_CLIENT_DIST);
  const app = createApp(deps, { ...(clientDist ? { clientDist } : {}), isShuttingDown: () => shuttingDown });
  const handle = app.callback();
  // Draining: every answer sent after the stop began closes its connection (also of requests that
  // were already in flight), so no keep-alive connection outlives the stop or is cut mid-request.
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  const http = createServer((req, res) => {
    if (shuttingDown) closeAfterAnswer(res);
    else {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
    }
    void handle(req, res);
  });
  http.on('clientError', answerClientError);
  await realtime.attach(http);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  const stopSpawner = startBossSpawner(deps);
  const pushSender = new PushSender(resolveVapidKeys(config), config.pushTestEndpointOrigin);
  const stopReminders = startReminderScheduler(deps, pushSender);
  const stopStats = startAdminStats(deps);
  const stopIdempotencyPurge = startIdempotencyPurge(deps);
  const purge = setInterval(() => {
    purgeExpiredSessions(orm).catch((err: unknown) => logger.warn({ err }, 'session purge failed'));
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  logger.info(
    {
      port,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      redis: Boolean(redis),
      mail: config.smtpUrl ? 'smtp' : 'outbox',
    },
    `Quest Planner listening on http://${config.host}:${port}`,
  );

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    http,
    /** Graceful stop: refuse new work, finish in-flight requests, then close Redis and the database. */
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      clearInterval(purge);
      stopIdempotencyPurge();
      await stopSpawner();
      await stopReminders();
      pushSender.close();
      stopStats();
      for (const res of inFlight) closeAfterAnswer(res);
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      await realtime.releaseClients();
      const force = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      await closed;
      clearTimeout(force);
      await deps.mail.close();
      await realtime.close();
      if (redis) await closeRedis(redis);
      await orm.close(true);
      logger.info('shut down cleanly');
    },
  };
}

/**
 * A request Node refuses before Koa sees it (a head over 16 kB, a malformed request line): answered
 * as JSON like every other error (DESIGN section 4), then the connection is closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request address or headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'Bad request';
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
