import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossSchema, dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The versions answers and pushes carry (docs/decisions.md, "A committed hit never stays
 * invisible"): a client keeps the highest it heard, so every state must be numbered, and no answer
 * or push may claim a higher number than the state it holds.
 */

let server: TestServer;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', BOSS_REST_SECONDS: '3600' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
});

async function tab(client: TestClient): Promise<PlayerSocket> {
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}
const sessionUser = async (client: TestClient) => userSchema.parse((await client.get('/api/auth/user')).body);
const currentBoss = async (client: TestClient) =>
  bossSchema.parse((await client.get('/api/boss/current')).body);
const quest = async (client: TestClient) =>
  questSchema.parse((await client.post('/api/quests', { title: 'Sweep the hall', difficulty: 'easy' })).body);

describe('versions of what the screens show', () => {
  it("numbers a boss's states by its hits: the answer, the push and a read agree", async () => {
    const { client } = await signedInPlayer(server);
    partySchema.parse((await client.post('/api/parties', { name: 'Counters' })).body);
    expect((await currentBoss(client)).version).toBe(0);
    const socket = await tab(client);

    for (const expected of [1, 2]) {
      const pushed = nextEvent(socket, 'boss:update');
      const res = await client.post('/api/boss/damage', { questId: (await quest(client)).id });
      const answer = dealDamageResponseSchema.parse(res.body);
      expect(answer.boss.version).toBe(expected);
      expect((await pushed).boss).toMatchObject({
        version: expected,
        currentHealth: answer.boss.currentHealth,
      });
      expect((await currentBoss(client)).version).toBe(expected);
    }
  });

  it("counts every change of a player's row, and pushes each change with the number of what it holds", async () => {
    const { client } = await signedInPlayer(server);
    const before = await sessionUser(client);
    const socket = await tab(client);

    // A use case on entities: its answer and push are read as committed, with their own number.
    const pushed = nextEvent(socket, 'user:update');
    const res = await client.request('PATCH', '/api/user', { language: 'es' });
    expect(res.status).toBe(200);
    const answered = userSchema.parse(res.body);
    expect(answered.version).toBeGreaterThan(before.version);
    expect((await pushed).user).toMatchObject({ language: 'es', version: answered.version });
    expect((await sessionUser(client)).version).toBe(answered.version);

    // The completion's one statement: its number comes with the row it wrote.
    const completed = nextEvent(socket, 'user:update');
    const done = await client.request('PATCH', `/api/quests/${(await quest(client)).id}/complete`);
    expect(done.status).toBe(200);
    const after = (await completed).user;
    expect(after.version).toBeGreaterThan(answered.version);
    expect(after.gold).toBeGreaterThan(answered.gold);
    expect((await sessionUser(client)).version).toBeGreaterThanOrEqual(after.version);
  });
});
