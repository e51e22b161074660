import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveStats, liveStatsSchema } from '../../protocol/socket/admin.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

let cluster: TestCluster;
const sockets: { disconnect(): void }[] = [];

beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

const connects = (socket: ReturnType<typeof io>) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

function adminSocket(url: string, client: TestClient | undefined) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const socket = io(`${url}/admin`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: url, ...(cookie ? { cookie } : {}) },
  });
  sockets.push(socket);
  return socket;
}

describe('live statistics on /admin', () => {
  it('refuses players and strangers, and streams figures across both instances to an admin', async () => {
    const { one, two } = cluster;
    const stranger = adminSocket(one.url, undefined);
    await expect(connects(stranger)).rejects.toThrow(/unauthenticated/);
    const player = await signedInPlayer(two);
    const playerOnAdmin = adminSocket(two.url, player.client);
    await expect(connects(playerOnAdmin)).rejects.toThrow(/unauthenticated/);

    // A player online on instance 2; an admin watching from instance 1.
    const playerSocket: PlayerSocket = connectSocket(two.url, player.client);
    sockets.push(playerSocket);
    await waitForConnect(playerSocket);
    expect(
      (
        await one
          .client()
          .post('/api/admin/setup', { username: 'stats_admin', password: 'stats-admin-password' })
      ).status,
    ).toBe(201);
    const admin = one.client();
    expect(
      (await admin.post('/api/admin/login', { username: 'stats_admin', password: 'stats-admin-password' }))
        .status,
    ).toBe(200);
    const watcher = adminSocket(one.url, admin);
    const stats = await new Promise<LiveStats>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no stats:update with both instances')), 10_000);
      watcher.on('stats:update', (payload: unknown) => {
        const parsed = liveStatsSchema.parse(payload);
        if (parsed.instances === 2 && parsed.onlinePlayers >= 1) {
          clearTimeout(timer);
          resolve(parsed);
        }
      });
    });
    expect(stats.connectedSockets).toBeGreaterThanOrEqual(1);
    expect(stats.requestsPerSecond).toBeGreaterThanOrEqual(0);
  });
});
