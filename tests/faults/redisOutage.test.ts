import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DealDamageResponse, dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { newAccount } from '../support/players.ts';
import { type OwnRedis, startOwnRedis } from '../support/redisServer.ts';
import { connectSocket, eventMatching, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

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

const alive = (instance: ServerProcess) =>
  instance.child.exitCode === null && instance.child.signalCode === null;

async function player(instance: ServerProcess) {
  const client = new TestClient(instance.url);
  const res = await client.post('/api/register', newAccount('fault'));
  expect(res.status).toBe(201);
  return { client, user: userSchema.parse(res.body) };
}

async function tab(instance: ServerProcess, client: TestClient): Promise<PlayerSocket> {
  const socket = connectSocket(instance.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

const readyStatus = (instance: ServerProcess) =>
  fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(4000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Polls until every instance's /api/ready answers `status`; returns the time it took. */
async function allReady(status: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(instances.map(readyStatus));
    if (statuses.every((s) => s === status)) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`ready answered ${statuses.join(', ')}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a Redis outage in the middle of a boss fight', () => {
  it('keeps both instances serving, answers 503 on ready while it lasts, and resumes by itself', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const mira = await player(one);
    const noor = await player(two);
    const party = partySchema.parse((await mira.client.post('/api/parties', { name: 'Stormproof' })).body);
    expect((await noor.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    const miraTab = await tab(one, mira.client);
    const noorTab = await tab(two, noor.client);

    let applied = 0;
    let rewardedGold = 0;
    const fight: { boss: DealDamageResponse['boss'] | null } = { boss: null };
    let slowest = 0;
    /** One easy quest dealt against the boss, acknowledged or not (a refused hit must change nothing). */
    const hit = async (who: { client: TestClient }, spare = 0) => {
      // `spare`: leave the boss this much health, so the fight is still on when Redis returns.
      if (fight.boss && fight.boss.currentHealth <= spare) return;
      const quest = questSchema.parse(
        (await who.client.post('/api/quests', { title: 'Water the plants', difficulty: 'easy' })).body,
      );
      const started = Date.now();
      const res = await who.client.post('/api/boss/damage', { questId: quest.id });
      slowest = Math.max(slowest, Date.now() - started);
      expect(res.status).toBe(200);
      const answer = dealDamageResponseSchema.parse(res.body);
      applied += answer.damage;
      rewardedGold += answer.rewards.gold;
      fight.boss = answer.boss;
    };

    // Before: an instance-one hit reaches the member on instance two through Redis.
    const before = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    await hit(mira);
    await before;

    await redis.kill();
    const outageStarted = Date.now();
    expect(await allReady(503, 5000)).toBeLessThan(5000);

    // During: hits keep being answered; each instance still delivers its own sockets' events.
    const localSeen = eventMatching(miraTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    let turn = 0;
    while (Date.now() - outageStarted < OUTAGE_MS) {
      await hit(turn++ % 2 === 0 ? mira : noor, 60);
      await new Promise((r) => setTimeout(r, 400));
    }
    await localSeen;
    // Signing in needs the rate limiters, which count per instance while Redis is away.
    const newcomer = new TestClient(two.url);
    expect((await newcomer.post('/api/register', newAccount('storm'))).status).toBe(201);
    expect(instances.every(alive)).toBe(true);

    await redis.start();
    const backAfter = await allReady(200, 10_000);

    // After: cross-instance events resume without any restart, within 2 s.
    const resumed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 2000);
    await hit(mira);
    const final = fight.boss;
    if (!final) throw new Error('no hit was acknowledged');
    expect(final.defeated).toBe(false);
    await resumed;

    expect(instances.every(alive)).toBe(true);
    for (const instance of instances)
      expect(instance.output()).not.toMatch(/TimeoutError|unhandled promise rejection/);
    expect(final.currentHealth).toBe(Math.max(0, final.maxHealth - applied));
    const stored = await mira.client.get('/api/boss/current');
    if (stored.body) expect(stored.body).toMatchObject({ currentHealth: final.currentHealth });
    // Every acknowledged completion paid exactly once (and a defeat paid each of the two members once).
    const miraNow = userSchema.parse((await mira.client.get('/api/user')).body);
    const noorNow = userSchema.parse((await noor.client.get('/api/user')).body);
    const defeatGold = final.defeated ? 2 * final.coinReward : 0;
    expect(miraNow.gold + noorNow.gold).toBe(mira.user.gold + noor.user.gold + rewardedGold + defeatGold);
    console.info(
      `redis outage: ${OUTAGE_MS} ms, slowest hit ${slowest} ms, ready again ${backAfter} ms after redis, ${applied} damage`,
    );
  });
});
