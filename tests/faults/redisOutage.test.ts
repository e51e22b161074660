import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { newAccount } from '../support/players.ts';
import { type OwnRedis, startOwnRedis } from '../support/redisServer.ts';
import { eventMatching, type PlayerSocket } from '../support/sockets.ts';
import { alive, allReady, Ledger, partyOnTwoInstances, SPARED } from './fight.ts';

/** The outage: longer than the redis client's old 5 s command timeout that used to kill instances. */
const OUTAGE_MS = 15_000;

let redis: OwnRedis;
let instances: ServerProcess[] = [];
const sockets: PlayerSocket[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  cleanups.push(() => redis.close());
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    SESSION_SECRET: 'fault-test-secret-0123456789abcdefghij',
    JWT_SECRET: 'fault-test-jwt-secret-0123456789abcdefgh',
    EMAIL_VERIFICATION: 'off',
    BOSS_REST_SECONDS: '3600',
  };
  instances = [await startServerProcess(env), await startServerProcess(env)];
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const instance of instances) await instance.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a Redis outage in the middle of a boss fight', () => {
  it('keeps both instances serving, answers 503 on ready while it lasts, and resumes by itself', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const { mira, noor, miraTab, noorTab } = await partyOnTwoInstances(one, two, sockets);
    const ledger = new Ledger();

    // Before: an instance-one hit reaches the member on instance two through Redis.
    const before = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    expect(await ledger.hit(mira)).toBe(200);
    await before;

    await redis.kill();
    const outageStarted = Date.now();
    expect(await allReady(instances, 503, 5000)).toBeLessThan(5000);

    // During: every hit is answered; each instance still delivers to its own sockets.
    const localSeen = eventMatching(miraTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    let turn = 0;
    while (Date.now() - outageStarted < OUTAGE_MS) {
      expect([200, SPARED]).toContain(await ledger.hit(turn++ % 2 === 0 ? mira : noor, 60));
      await new Promise((r) => setTimeout(r, 400));
    }
    await localSeen;
    // Signing up needs the rate limiters, which count per instance while Redis is away.
    expect((await new TestClient(two.url).post('/api/register', newAccount('storm'))).status).toBe(201);
    expect(instances.every(alive)).toBe(true);

    await redis.start();
    const backAfter = await allReady(instances, 200, 10_000);

    // After: cross-instance events resume without any restart, within 2 s.
    const resumed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 2000);
    expect(await ledger.hit(mira)).toBe(200);
    expect(ledger.boss?.defeated).toBe(false);
    await resumed;

    expect(instances.every(alive)).toBe(true);
    for (const instance of instances)
      expect(instance.output()).not.toMatch(/TimeoutError|unhandled promise rejection/);
    await ledger.settle([mira, noor]);
    console.info(
      `redis outage: ${OUTAGE_MS} ms, ${ledger.acknowledged} hits, slowest ${ledger.slowest} ms, ready again ${backAfter} ms after redis`,
    );
  });
});
