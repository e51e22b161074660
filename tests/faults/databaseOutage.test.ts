import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_ADMIN_URL } from '../../scripts/lib/database.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { type OwnRedis, startOwnRedis } from '../support/redisServer.ts';
import { eventMatching, type PlayerSocket } from '../support/sockets.ts';
import { alive, allReady, Ledger, partyOnTwoInstances, SPARED } from './fight.ts';

let redis: OwnRedis;
let dbName = '';
let instances: ServerProcess[] = [];
const sockets: PlayerSocket[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  cleanups.push(() => redis.close());
  const db = await createTestDatabase();
  dbName = db.name;
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
  for (const instance of instances)
    if (!alive(instance))
      console.error(`instance on ${instance.port} died:\n${instance.output().slice(-4000)}`);
  for (const s of sockets) s.disconnect();
  for (const instance of instances) await instance.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Ends every connection the instances hold to their database, as a failover or a restart would. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const res = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  await admin.end();
  return res.rowCount ?? 0;
}

describe("the database's connections cut in the middle of a boss fight", () => {
  it('keeps both instances up, loses or doubles no hit, and serves again within seconds', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const { mira, noor, noorTab } = await partyOnTwoInstances(one, two, sockets);
    const ledger = new Ledger();

    // Hits in flight on both instances while every connection is cut, three times over.
    const statuses: number[] = [];
    let cut = 0;
    for (let round = 0; round < 3; round++) {
      const inFlight = Array.from({ length: 4 }, (_, i) => ledger.hit(i % 2 === 0 ? mira : noor, 40));
      cut += await terminateConnections();
      statuses.push(...(await Promise.all(inFlight)));
    }
    expect(cut).toBeGreaterThan(0);
    // A cut request answers 503 (try again), never a hang or a 500; nothing else.
    for (const status of statuses) expect([200, SPARED, 503]).toContain(status);

    // Service returns by itself: ready, then a hit that every member sees live.
    const backAfter = await allReady(instances, 200, 10_000);
    const seen = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 2000);
    let status = 0;
    for (let tries = 0; tries < 5 && status !== 200; tries++) status = await ledger.hit(mira);
    expect(status).toBe(200);
    await seen;

    expect(instances.every(alive)).toBe(true);
    await ledger.settle([mira, noor]);
    console.info(
      `database cut x3 (${cut} connections): ${ledger.acknowledged} hits acknowledged, ${ledger.failed} refused, ready ${backAfter} ms later`,
    );
  });
});
