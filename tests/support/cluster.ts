import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export interface TestCluster {
  one: TestServer;
  two: TestServer;
  close(): Promise<void>;
}

/**
 * Two instances sharing one fresh PostgreSQL database and one Redis (with a key prefix of their
 * own), as behind a load balancer: what one does, the other must see.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TestCluster> {
  const db = await createTestDatabase();
  const redisKeyPrefix = `qp-test:cluster-${randomBytes(6).toString('hex')}:`;
  const shared = {
    EMAIL_VERIFICATION: 'off',
    REDIS_URL: 'redis://127.0.0.1:6379',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const one = await startTestServer({ env: shared, redisKeyPrefix, database: db });
  const two = await startTestServer({ env: shared, redisKeyPrefix, database: db });
  return {
    one,
    two,
    async close() {
      await one.close();
      await two.close();
      await db.drop();
    },
  };
}
