import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgresRun } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/server.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('persistence', () => {
  it('keeps an account and its session secret across a restart (embedded PGlite on disk, or PostgreSQL)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qp-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const db = isPostgresRun() ? await createTestDatabase() : undefined;
    if (db) cleanups.push(() => db.drop());
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(db ? { DATABASE_URL: db.url } : {}),
    });
    const account = { email: 'keeper@example.com', username: 'keeper', password: 'remember-me' };

    const first = await startServer({ config, clientDist: false });
    const client = new TestClient(first.url);
    expect((await client.post('/api/register', account)).status).toBe(201);
    await first.close();

    const second = await startServer({ config, clientDist: false });
    try {
      // The same cookie jar still works: session rows and the generated secret survived.
      const sameBrowser = new TestClient(second.url);
      for (const [k, v] of client.cookies) sameBrowser.cookies.set(k, v);
      expect((await sameBrowser.get('/api/auth/user')).status).toBe(200);
      const login = await new TestClient(second.url).post('/api/login', account);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username: 'keeper', gold: 100 });
    } finally {
      await second.close();
    }
  });
});

describe('with Redis', () => {
  it('reports Redis in /api/ready and shares login rate limits between instances', async () => {
    const redisKeyPrefix = `qp-test:shared-${Date.now().toString(36)}:`;
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', EMAIL_VERIFICATION: 'off' };
    const a = await startTestServer({ env, redisKeyPrefix });
    cleanups.push(() => a.close());
    const b = await startTestServer({ env, redisKeyPrefix });
    cleanups.push(() => b.close());

    const ready = await a.client().get('/api/ready');
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    // Five failures on each instance fill the one shared window of ten.
    const attempt = (s: TestServer) =>
      s.client().post('/api/login', { username: 'shared_target', password: 'nope' });
    for (let i = 0; i < 5; i++) expect((await attempt(a)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);

    // Readiness follows Redis: an instance that lost it answers 503 so the balancer skips it.
    await b.deps.redis!.disconnect();
    const notReady = await b.client().get('/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'failed' },
    });
  });
});
