import type { RedisClientType } from 'redis';
import type { Orm } from '../db/orm.ts';
import type { AiService } from './ai/service.ts';
import type { AuthRateLimiters } from './auth/rateLimiters.ts';
import type { Config } from './config.ts';
import type { FeatureFlags } from './flags/featureFlags.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { Secrets } from './lib/secrets.ts';
import type { MailDispatcher } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Realtime } from './realtime/io.ts';
import type { LiveStatsCollector } from './stats/liveStats.ts';

/** Where the server is reachable; resolved after listen, because PORT may be 0 in tests. */
export interface PublicUrls {
  /** Origin used in e-mail links. */
  publicUrl(): string;
  /** Origins accepted by the Origin check. */
  allowedOrigins(): string[];
}

/** Everything the Koa app and its handlers depend on; built by server.ts or by a test. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  mail: MailDispatcher;
  limiters: AuthRateLimiters;
  secrets: Secrets;
  redis: RedisClientType | undefined;
  urls: PublicUrls;
  realtime: Realtime;
  ai: AiService;
  flags: FeatureFlags;
  stats: LiveStatsCollector;
  /** This instance's Prometheus registry (server/metrics), scraped at `GET /metrics`. */
  metrics: Metrics;
  /** The time on the paths that decide routines and completions (server/lib/clock.ts). */
  clock: Clock;
}
