import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import type { Clock } from '../../server/lib/clock.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export interface TestCluster {
  one: TestServer;
  two: TestServer;
  /**
   * One more instance on the same database, Redis prefix and secrets (sessions stay valid): a
   * restart after `one` and `two` were closed, or a third instance beside them.
   */
  startInstance(): Promise<TestServer>;
  close(): Promise<void>;
}

/**
 * Two instances sharing one fresh PostgreSQL database and one Redis (with a key prefix of their
 * own), as behind a load balancer: what one does, the other must see.
 */
export async function startTwoInstances(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestCluster> {
  const db = await createTestDatabase({ template: inject('postgresTemplate') });
  const redisKeyPrefix = `qp-test:cluster-${randomBytes(6).toString('hex')}:`;
  const shared = {
    EMAIL_VERIFICATION: 'off',
    REDIS_URL: 'redis://127.0.0.1:6379',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const started: TestServer[] = [];
  const startInstance = async () => {
    // One clock for every instance, as servers share the real time: a test moves it for all.
    const server = await startTestServer({
      env: shared,
      redisKeyPrefix,
      database: db,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    started.push(server);
    return server;
  };
  const one = await startInstance();
  const two = await startInstance();
  return {
    one,
    two,
    startInstance,
    async close() {
      // Closing is idempotent: instances a test stopped already are passed over.
      for (const server of started) await server.close();
      await db.drop();
    },
  };
}
