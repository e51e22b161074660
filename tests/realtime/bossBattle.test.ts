import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';
import {
  connectSocket,
  eventMatching,
  nextEvent,
  type PlayerSocket,
  waitForConnect,
} from '../support/sockets.ts';
import type { TestServer } from '../support/testServer.ts';

const sockets: PlayerSocket[] = [];
let cluster: TestCluster;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  cluster = await startTwoInstances({ BOSS_REST_SECONDS: '1' });
  ({ one, two } = cluster);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

async function socketFor(server: TestServer, client: TestClient) {
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

const legendary = async (client: TestClient) =>
  questSchema.parse((await client.post('/api/quests', { title: 'Slay', difficulty: 'legendary' })).body);

describe('a party fighting across two instances', () => {
  it('shows a join on instance 2 to members on instance 1, every hit to every member, and the defeat to all', async () => {
    const mira = await signedInPlayer(one);
    const noor = await signedInPlayer(two);
    const party = partySchema.parse((await mira.client.post('/api/parties', { name: 'Split Team' })).body);
    const miraSocket = await socketFor(one, mira.client);

    const joinSeen = eventMatching(miraSocket, 'party:update', (p) => p.party.members.length === 2);
    expect((await noor.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    const update = await joinSeen;
    expect(update.party.members.map((m) => m.username).sort()).toEqual(
      [mira.user.username, noor.user.username].sort(),
    );

    // Noor's tab on instance 2 joined the party room when the join moved its sockets.
    const noorSocket = await socketFor(two, noor.client);
    const hitSeen = nextEvent(noorSocket, 'boss:update');
    const first = dealDamageResponseSchema.parse(
      (await mira.client.post('/api/boss/damage', { questId: (await legendary(mira.client)).id })).body,
    );
    const seen = await hitSeen;
    expect(seen.hit).toEqual({
      userId: mira.user.id,
      username: mira.user.username,
      damage: first.damage,
      questId: first.quest.id,
      createdAt: first.boss.recentHits[0]!.createdAt,
    });
    expect(seen.sentAt).toBeLessThanOrEqual(Date.now());
    // The broadcast carries only what the hit changed; names and the damage log stay in the REST boss.
    expect(seen.boss).toEqual({
      id: first.boss.id,
      currentHealth: first.boss.currentHealth,
      maxHealth: first.boss.maxHealth,
      defeated: false,
      defeatedAt: null,
      // The boss's first hit: the hit count numbers every state of the boss.
      version: 1,
    });
    expect(first.boss.version).toBe(1);

    const defeatSeenByNoor = nextEvent(noorSocket, 'boss:defeated');
    const defeatSeenByMira = nextEvent(miraSocket, 'boss:defeated');
    const rewardSeen = nextEvent(noorSocket, 'user:update');
    let defeated = false;
    while (!defeated) {
      const res = await mira.client.post('/api/boss/damage', { questId: (await legendary(mira.client)).id });
      defeated = dealDamageResponseSchema.parse(res.body).defeated;
    }
    const [a, b] = await Promise.all([defeatSeenByNoor, defeatSeenByMira]);
    expect(a.bossId).toBe(b.bossId);
    expect((await rewardSeen).user.gold).toBeGreaterThan(noor.user.gold);

    // After the rest, the next boss is announced by whichever instance claims it.
    const spawned = await nextEvent(noorSocket, 'boss:spawned', 10_000);
    expect(spawned.boss).toMatchObject({ level: 2, defeated: false, partyId: party.id });
  });

  it('pushes presence: a member connecting on one instance shows as online to the others', async () => {
    const lead = await signedInPlayer(one);
    const friend = await signedInPlayer(two);
    const party = partySchema.parse((await lead.client.post('/api/parties', { name: 'Presence' })).body);
    await friend.client.post(`/api/parties/${party.id}/join`);
    const leadSocket = await socketFor(one, lead.client);
    const online = new Promise<void>((resolve) => {
      leadSocket.on('party:update', (p) => {
        if (p.party.members.find((m) => m.id === friend.user.id)?.online) resolve();
      });
    });
    const friendSocket = await socketFor(two, friend.client);
    await online;
    const offline = new Promise<void>((resolve) => {
      leadSocket.on('party:update', (p) => {
        if (p.party.members.find((m) => m.id === friend.user.id)?.online === false) resolve();
      });
    });
    friendSocket.disconnect();
    await offline;
  });

  it('moves a leaving member out of the party room on every instance', async () => {
    const lead = await signedInPlayer(one);
    const other = await signedInPlayer(one);
    const party = partySchema.parse((await lead.client.post('/api/parties', { name: 'Leavers' })).body);
    await other.client.post(`/api/parties/${party.id}/join`);
    const otherSocket = await socketFor(two, other.client);
    const leadSocket = await socketFor(one, lead.client);
    const ownUpdate = nextEvent(otherSocket, 'user:update');
    const leaveSeen = eventMatching(leadSocket, 'party:update', (p) => p.party.members.length === 1);
    await other.client.post('/api/parties/leave');
    expect((await ownUpdate).user.partyId).toBeNull();
    expect((await leaveSeen).party.members).toHaveLength(1);
    let leaked = false;
    otherSocket.on('boss:update', () => {
      leaked = true;
    });
    const own = nextEvent(leadSocket, 'boss:update');
    await lead.client.post('/api/boss/damage', { questId: (await legendary(lead.client)).id });
    await own;
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});
