import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase, isPostgresRun } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import type { RateLimitSettings } from '../../server/auth/rateLimiters.ts';
import { loadConfig } from '../../server/config.ts';
import type { Clock } from '../../server/lib/clock.ts';
import type { Logger } from '../../server/lib/logger.ts';
import { type RunningServer, startServer } from '../../server/server.ts';

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated PGlite dump of tests/setup/pgliteSnapshot.ts, read once per worker. */
export function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  client(options?: { origin?: string | null }): TestClient;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimitSettings>;
  /** Share Redis state with another test server by giving both the same prefix. */
  redisKeyPrefix?: string;
  /** A PostgreSQL database shared with other test servers (created and dropped by the caller). */
  database?: { url: string };
  aiTimeouts?: { firstByteMs: number; tokenMs: number };
  /** A clock the test moves forward (routines reopening). */
  clock?: Clock;
  /** A built client to serve (delivery, caching, the installable app); none by default. */
  clientDist?: string;
  /** A logger whose lines the test reads (silent by default). */
  logger?: Logger;
}

/**
 * A real server on a random port: PGlite in memory, or a fresh PostgreSQL database when
 * TEST_DB=postgres; its own data folder (outbox, secrets) and its own Redis key prefix.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qp-test-'));
  const shared = options.database;
  const db = shared
    ? undefined
    : isPostgresRun()
      ? await createTestDatabase({ template: inject('postgresTemplate') })
      : undefined;
  const databaseUrl = shared?.url ?? db?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const server = await startServer({
    config,
    clientDist: options.clientDist ?? false,
    inMemoryDatabase: !databaseUrl,
    ...(databaseUrl ? {} : { pgliteSnapshot: await pgliteSnapshot() }),
    redisKeyPrefix: options.redisKeyPrefix ?? `qp-test:${path.basename(dataDir)}:`,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.aiTimeouts ? { aiTimeouts: options.aiTimeouts } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    ...server,
    dataDir,
    client: (clientOptions) => new TestClient(server.url, clientOptions),
    async close() {
      await server.close();
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
