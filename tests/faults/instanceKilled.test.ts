import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossSchema } from '../../protocol/api/boss.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { newAccount } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

let instances: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    // This run's own Redis keys: rate-limit windows and adapter channels start empty.
    REDIS_KEY_PREFIX: `qp-test-kill-${Date.now().toString(36)}:`,
    SESSION_SECRET: 'failover-test-secret-0123456789abcdefgh',
    JWT_SECRET: 'failover-test-jwt-secret-0123456789abcdef',
    EMAIL_VERIFICATION: 'off',
    BOSS_REST_SECONDS: '3600',
  };
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const i of instances) await i.stop('SIGKILL');
  for (const c of cleanups) await c();
});

describe('an instance killed mid-fight', () => {
  it('loses no acknowledged hit; its players reconnect to the other instance and resync', async () => {
    const [doomed, survivor] = instances as [ServerProcess, ServerProcess];
    // One browser profile per player; the balancer first sends both to the doomed instance.
    const players = [new TestClient(doomed.url), new TestClient(doomed.url)];
    for (const p of players) expect((await p.post('/api/register', newAccount('kill'))).status).toBe(201);
    const party = partySchema.parse((await players[0]!.post('/api/parties', { name: 'Survivors' })).body);
    expect((await players[1]!.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    const maxHealth = bossSchema.parse((await players[0]!.get('/api/boss/current')).body).maxHealth;

    const quests = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 6 }, () => p.post('/api/quests', { title: 'Hit', difficulty: 'easy' })),
      ),
    );
    const questIds = quests.map((q) => questSchema.parse(q.body).id);
    const ownerOf = (i: number) => players[Math.floor(i / 6)]!;

    // Fire every hit at the doomed instance and kill it with SIGKILL while they are in flight.
    const inFlight = questIds.map((id, i) =>
      ownerOf(i)
        .post('/api/boss/damage', { questId: id })
        .then(
          (r) => ({
            id,
            status: r.status,
            damage: r.status === 200 ? (r.body as { damage: number }).damage : 0,
          }),
          () => ({ id, status: 0, damage: 0 }),
        ),
    );
    // Kill as soon as the first hit is acknowledged: the others are queued behind the party lock.
    await Promise.race(inFlight);
    doomed.child.kill('SIGKILL');
    const results = await Promise.all(inFlight);
    const acknowledged = results.filter((r) => r.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);

    // The players' tabs reconnect through the balancer, now to the survivor, and resync over REST.
    const moved = players.map((p) => {
      const c = new TestClient(survivor.url);
      for (const [k, v] of p.cookies) c.cookies.set(k, v);
      return c;
    });
    const socket = connectSocket(survivor.url, moved[1]);
    sockets.push(socket);
    await waitForConnect(socket);
    const boss = bossSchema.parse((await moved[0]!.get('/api/boss/current')).body);
    const questsOf = await Promise.all(
      moved.map(async (c) => questSchema.array().parse((await c.get('/api/quests')).body)),
    );
    const completed = new Set(
      questsOf
        .flat()
        .filter((q) => q.completed)
        .map((q) => q.id),
    );

    // Every acknowledged hit is in the database; health is max minus what was recorded.
    for (const hit of acknowledged) expect(completed.has(hit.id)).toBe(true);
    const logged = boss.recentHits.reduce((sum, h) => sum + h.damage, 0);
    expect(boss.recentHits.length).toBe(completed.size);
    expect(boss.currentHealth).toBe(maxHealth - logged);
    expect(logged).toBeGreaterThanOrEqual(acknowledged.reduce((sum, h) => sum + h.damage, 0));

    // The fight goes on through the survivor, and the reconnected tab sees the next hit live.
    const owner = questsOf.findIndex((list) => list.some((q) => !q.completed));
    expect(owner).toBeGreaterThanOrEqual(0);
    const openQuest = questsOf[owner]!.find((q) => !q.completed)!;
    const seen = nextEvent(socket, 'boss:update');
    expect((await moved[owner]!.post('/api/boss/damage', { questId: openQuest.id })).status).toBe(200);
    expect((await seen).boss.currentHealth).toBeLessThan(boss.currentHealth);
  });
});
