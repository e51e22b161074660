import { expect } from 'vitest';
import { type DealDamageResponse, dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { type User, userSchema } from '../../protocol/api/user.ts';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { newAccount } from '../support/players.ts';
import { type OwnRedis, startOwnRedis } from '../support/redisServer.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

export interface Fighter {
  client: TestClient;
  user: User;
}

/** A player registered on one instance (sessions live in PostgreSQL: any instance knows them). */
export async function fighter(instance: ServerProcess): Promise<Fighter> {
  const client = new TestClient(instance.url);
  const res = await client.post('/api/register', newAccount('fault'));
  expect(res.status).toBe(201);
  return { client, user: userSchema.parse(res.body) };
}

/** Two players on two instances in one party, each with a tab open on their own instance. */
export async function partyOnTwoInstances(one: ServerProcess, two: ServerProcess, sockets: PlayerSocket[]) {
  const mira = await fighter(one);
  const noor = await fighter(two);
  const party = partySchema.parse((await mira.client.post('/api/parties', { name: 'Stormproof' })).body);
  expect((await noor.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
  const tab = async (instance: ServerProcess, who: Fighter) => {
    const socket = connectSocket(instance.url, who.client);
    sockets.push(socket);
    await waitForConnect(socket);
    return socket;
  };
  return { mira, noor, miraTab: await tab(one, mira), noorTab: await tab(two, noor) };
}

/**
 * The fight's ledger: every acknowledged hit's damage and gold, and the boss as the last answer
 * showed it. A hit that was refused or failed must have changed nothing, which `settle` checks.
 */
/** What `Ledger.hit` answers when it left the boss alone (its health was down to `spare`). */
export const SPARED = -1;

export class Ledger {
  applied = 0;
  gold = 0;
  acknowledged = 0;
  failed = 0;
  slowest = 0;
  boss: DealDamageResponse['boss'] | null = null;

  /** One easy quest used against the boss; `spare` leaves it that much health. */
  async hit(who: Fighter, spare = 0, timeoutMs = 10_000): Promise<number> {
    if (this.boss && this.boss.currentHealth <= spare) return SPARED;
    const created = await who.client.post('/api/quests', { title: 'Water the plants', difficulty: 'easy' });
    if (created.status !== 201) {
      this.failed += 1;
      return created.status;
    }
    const quest = questSchema.parse(created.body);
    const started = Date.now();
    const res = await Promise.race([
      who.client.post('/api/boss/damage', { questId: quest.id }),
      new Promise<null>((r) => setTimeout(() => r(null), timeoutMs)),
    ]);
    this.slowest = Math.max(this.slowest, Date.now() - started);
    if (!res) throw new Error(`a hit took longer than ${timeoutMs} ms`);
    if (res.status !== 200) {
      this.failed += 1;
      return res.status;
    }
    const answer = dealDamageResponseSchema.parse(res.body);
    this.applied += answer.damage;
    this.gold += answer.rewards.gold;
    this.acknowledged += 1;
    this.boss = answer.boss;
    return 200;
  }

  /** Boss health is max minus every acknowledged hit; gold moved by exactly the acknowledged rewards. */
  async settle(players: Fighter[]): Promise<void> {
    const final = this.boss;
    if (!final) throw new Error('no hit was acknowledged');
    const current = (await players[0]!.client.get('/api/boss/current')).body as {
      currentHealth: number;
    } | null;
    const health = current ? current.currentHealth : 0;
    expect(health).toBe(Math.max(0, final.maxHealth - this.applied));
    const now = await Promise.all(
      players.map(async (p) => userSchema.parse((await p.client.get('/api/user')).body)),
    );
    const before = players.reduce((sum, p) => sum + p.user.gold, 0);
    const defeatGold = health === 0 ? players.length * final.coinReward : 0;
    expect(now.reduce((sum, u) => sum + u.gold, 0)).toBe(before + this.gold + defeatGold);
  }
}

export const alive = (instance: ServerProcess) =>
  instance.child.exitCode === null && instance.child.signalCode === null;

/** Polls until every instance's /api/ready answers `status`; returns how long it took. */
export async function allReady(
  instances: ServerProcess[],
  status: number,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  const ready = (i: ServerProcess) =>
    fetch(`${i.url}/api/ready`, { signal: AbortSignal.timeout(4000) }).then(
      (r) => r.status,
      () => 0,
    );
  for (;;) {
    const statuses = await Promise.all(instances.map(ready));
    if (statuses.every((s) => s === status)) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`ready answered ${statuses.join(', ')}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface FaultCluster {
  redis: OwnRedis;
  dbName: string;
  instances: [ServerProcess, ServerProcess];
  sockets: PlayerSocket[];
  /** Kills an instance at once (SIGKILL), as the test means to: `close` does not report it. */
  kill(instance: ServerProcess): Promise<void>;
  close(): Promise<void>;
}

export interface FaultClusterOptions {
  /** The Redis address each instance is given (default: the test's own Redis for both). */
  redisUrls?: (redis: OwnRedis) => Promise<[string, string]>;
}

/**
 * Two real instances (OS processes) on a fresh PostgreSQL database and a Redis of the test's own,
 * so a fault test can break either without touching anything another test uses. `close` reports
 * an instance that died (the one thing a fault must never cause) before cleaning up.
 */
export async function startFaultCluster(options: FaultClusterOptions = {}): Promise<FaultCluster> {
  const redis = await startOwnRedis();
  const db = await createTestDatabase();
  const [firstRedis, secondRedis] = options.redisUrls
    ? await options.redisUrls(redis)
    : [redis.url, redis.url];
  const env = {
    DATABASE_URL: db.url,
    SESSION_SECRET: 'fault-test-secret-0123456789abcdefghij',
    JWT_SECRET: 'fault-test-jwt-secret-0123456789abcdefgh',
    EMAIL_VERIFICATION: 'off',
    BOSS_REST_SECONDS: '3600',
  };
  // One after the other: the second's first heartbeat already sees the first (server/realtime/resync.ts).
  const instances: [ServerProcess, ServerProcess] = [
    await startServerProcess({ ...env, REDIS_URL: firstRedis }),
    await startServerProcess({ ...env, REDIS_URL: secondRedis }),
  ];
  const sockets: PlayerSocket[] = [];
  const killed = new Set<ServerProcess>();
  return {
    redis,
    dbName: db.name,
    instances,
    sockets,
    async kill(instance) {
      killed.add(instance);
      await instance.stop('SIGKILL');
    },
    async close() {
      for (const instance of instances)
        if (!alive(instance) && !killed.has(instance))
          console.error(`instance on ${instance.port} died:\n${instance.output().slice(-4000)}`);
      for (const s of sockets) s.disconnect();
      for (const instance of instances) await instance.stop();
      await redis.close();
      await db.drop();
    },
  };
}
