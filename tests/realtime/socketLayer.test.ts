import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questSchema } from '../../protocol/api/quests.ts';
import { userUpdatePayloadSchema } from '../../protocol/socket/user.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import type { TestServer } from '../support/testServer.ts';

const sockets: PlayerSocket[] = [];
let cluster: TestCluster;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  cluster = await startTwoInstances();
  ({ one, two } = cluster);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

const open = (
  url: string,
  ...args: Parameters<typeof connectSocket> extends [string, ...infer R] ? R : never
) => {
  const socket = connectSocket(url, ...args);
  sockets.push(socket);
  return socket;
};

describe('handshake', () => {
  it('refuses a socket without a session', async () => {
    await expect(waitForConnect(open(one.url, undefined))).rejects.toThrow(/unauthenticated/);
  });

  it('refuses a socket with a forged session cookie', async () => {
    const { client } = await signedInPlayer(one);
    client.cookies.set('qp.sid', 'A'.repeat(43));
    await expect(waitForConnect(open(one.url, client))).rejects.toThrow();
  });

  it('refuses a foreign Origin before the upgrade', async () => {
    const { client } = await signedInPlayer(one);
    await expect(waitForConnect(open(one.url, client, 'https://evil.example'))).rejects.toThrow();
  });

  it('refuses a socket after logout', async () => {
    const { client } = await signedInPlayer(one);
    const cookiesBefore = new Map(client.cookies);
    await client.post('/api/logout');
    for (const [k, v] of cookiesBefore) client.cookies.set(k, v);
    await expect(waitForConnect(open(one.url, client))).rejects.toThrow(/unauthenticated/);
  });
});

describe('user:update across instances', () => {
  it("pushes a quest completion on instance 1 to the player's tab on instance 2, with the unlocked achievement", async () => {
    const { client, user } = await signedInPlayer(one);
    const quest = questSchema.parse(
      (await client.post('/api/quests', { title: 'Ship it', difficulty: 'hard' })).body,
    );

    // The same session on the other instance (the load balancer may send a tab anywhere).
    const elsewhere = open(two.url, client);
    await waitForConnect(elsewhere);
    const update = nextEvent(elsewhere, 'user:update');
    const unlocked = nextEvent(elsewhere, 'achievement:unlocked');

    const res = await client.request('PATCH', `/api/quests/${quest.id}/complete`);
    expect(res.status).toBe(200);
    const payload = userUpdatePayloadSchema.parse(await update);
    expect(payload.user).toMatchObject({ id: user.id, gold: user.gold + 30, experience: 50 });
    expect((await unlocked).achievement.id).toBe('first-quest');
  });

  it("never delivers one player's updates to another player", async () => {
    const alice = await signedInPlayer(one);
    const bob = await signedInPlayer(two);
    const bobSocket = open(two.url, bob.client);
    await waitForConnect(bobSocket);
    let leaked = false;
    bobSocket.on('user:update', (p) => {
      if (p.user.id === alice.user.id) leaked = true;
    });
    const quest = questSchema.parse((await alice.client.post('/api/quests', { title: 'Mine' })).body);
    const aliceSocket = open(one.url, alice.client);
    await waitForConnect(aliceSocket);
    const own = nextEvent(aliceSocket, 'user:update');
    await alice.client.request('PATCH', `/api/quests/${quest.id}/complete`);
    await own;
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});
