import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanSchema } from '../../protocol/api/clans.ts';
import { questSchema } from '../../protocol/api/quests.ts';
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

describe('clan feed across instances', () => {
  it("shows a member's quest on instance 1 in the feed of a member on instance 2 within a second", async () => {
    const doer = await signedInPlayer(one);
    const watcher = await signedInPlayer(two);
    const clan = clanSchema.parse(
      (await watcher.client.post('/api/clans', { name: `Live ${Date.now().toString(36)}`, tag: 'LIVE' }))
        .body,
    );
    const socket = connectSocket(two.url, watcher.client);
    sockets.push(socket);
    await waitForConnect(socket);

    // The joiner's sockets are moved into the clan room too; the watcher sees the join live.
    const joined = nextEvent(socket, 'clan:activity', 1000);
    await doer.client.post(`/api/clans/${clan.id}/join`);
    expect((await joined).item).toMatchObject({ type: 'member_joined', username: doer.user.username });

    // Titles reach the feed only for a player who shares them (DESIGN 9; the default is tested in
    // tests/api/feedPrivacy.test.ts).
    expect((await doer.client.request('PATCH', '/api/user', { shareQuestTitles: true })).status).toBe(200);
    const quest = questSchema.parse(
      (await doer.client.post('/api/quests', { title: 'Water the plants' })).body,
    );
    const seen = new Promise<{ type: string; subject: string }>((resolve) => {
      socket.on('clan:activity', (p) => {
        if (p.item.type === 'quest_completed') resolve(p.item);
      });
    });
    const started = Date.now();
    await doer.client.request('PATCH', `/api/quests/${quest.id}/complete`);
    const item = await Promise.race([
      seen,
      new Promise<never>((_, r) => setTimeout(() => r(new Error('not within 1 s')), 1000)),
    ]);
    expect(item.subject).toBe('Water the plants');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('pushes a new notification to every tab of the player', async () => {
    const player = await signedInPlayer(one);
    const socket = connectSocket(two.url, player.client);
    sockets.push(socket);
    await waitForConnect(socket);
    const arrives = nextEvent(socket, 'notification');
    const quest = questSchema.parse((await player.client.post('/api/quests', { title: 'One' })).body);
    await player.client.request('PATCH', `/api/quests/${quest.id}/complete`);
    expect((await arrives).notification).toMatchObject({ type: 'achievement', read: false });
  });
});
