import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { newAccount } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

let cluster: TestCluster;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

describe('a ban across instances', () => {
  it("disconnects the player's socket on instance 2 within a second and refuses their next login", async () => {
    const { one, two } = cluster;
    const account = newAccount('rowdy');
    const player = two.client();
    const id = ((await player.post('/api/register', account)).body as { id: string }).id;
    const socket = connectSocket(two.url, player);
    sockets.push(socket);
    await waitForConnect(socket);
    const told: string[] = [];
    socket.on('account:ended', (payload) => told.push(JSON.stringify(payload)));
    const gone = new Promise<number>((resolve) =>
      socket.once('disconnect', () => {
        told.push('disconnect');
        resolve(Date.now());
      }),
    );

    await one.client().post('/api/admin/setup', { username: 'ban_admin', password: 'ban-admin-password' });
    const admin = one.client();
    await admin.post('/api/admin/login', { username: 'ban_admin', password: 'ban-admin-password' });
    const bannedAt = Date.now();
    expect(
      (await admin.post(`/api/admin/users/${id}/ban`, { reason: 'Harassment', duration: null })).status,
    ).toBe(200);
    expect((await gone) - bannedAt).toBeLessThan(1000);
    // The open app learns why before its socket closes.
    expect(told).toEqual([
      JSON.stringify({ reason: 'banned', banReason: 'Harassment', banExpiresAt: null }),
      'disconnect',
    ]);

    expect((await player.get('/api/auth/user')).status).toBe(401);
    const login = await two.client().post('/api/login', { email: account.email, password: account.password });
    expect(login.status).toBe(403);
    expect(errorMessage(login)).toMatch(/banned permanently\. Reason: Harassment/);
    await expect(waitForConnect(connectSocket(two.url, player))).rejects.toThrow(/unauthenticated/);
  });
});
