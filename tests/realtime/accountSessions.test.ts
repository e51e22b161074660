import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { linkFrom, waitForMail } from '../support/outbox.ts';
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

/** One account signed in twice: a laptop on instance one, a phone on instance two, each with a tab. */
async function twoDevices(prefix: string) {
  const { one, two } = cluster;
  const account = newAccount(prefix);
  const laptop = one.client();
  expect((await laptop.post('/api/register', account)).status).toBe(201);
  const phone = two.client();
  expect((await phone.post('/api/login', { email: account.email, password: account.password })).status).toBe(
    200,
  );
  const phoneSocket = connectSocket(two.url, phone);
  const laptopSocket = connectSocket(one.url, laptop);
  sockets.push(phoneSocket, laptopSocket);
  await Promise.all([waitForConnect(phoneSocket), waitForConnect(laptopSocket)]);
  return { one, two, account, laptop, phone, laptopSocket, phoneSocket };
}

describe('ending sessions across instances', () => {
  it("a password change closes another session's socket on the other instance; this session's stays", async () => {
    const { one, two, account, laptop, phone, laptopSocket, phoneSocket } = await twoDevices('keys');
    const phoneGone = new Promise<number>((resolve) =>
      phoneSocket.once('disconnect', () => resolve(Date.now())),
    );
    let laptopDropped = false;
    laptopSocket.on('disconnect', () => {
      laptopDropped = true;
    });

    const changedAt = Date.now();
    const res = await laptop.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'a-new-strong-secret',
    });
    expect(res.status).toBe(200);
    expect((await phoneGone) - changedAt).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(laptopDropped).toBe(false);
    expect(laptopSocket.connected).toBe(true);
    // The ended session cannot open a socket again; the rotated one can.
    await expect(waitForConnect(connectSocket(two.url, phone))).rejects.toThrow(/unauthenticated/);
    const again = connectSocket(two.url, laptop);
    sockets.push(again);
    await waitForConnect(again);

    // The rotated session's sockets (the one opened before the change included) follow it: ending it
    // from another device closes them.
    const tablet = one.client();
    expect(
      (await tablet.post('/api/login', { email: account.email, password: 'a-new-strong-secret' })).status,
    ).toBe(200);
    const list = await tablet.get<{ sessions: { id: string; current: boolean }[] }>('/api/user/sessions');
    const laptopSession = list.body.sessions.find((s) => !s.current)!;
    const bothGone = Promise.all(
      [laptopSocket, again].map((s) => new Promise<void>((resolve) => s.once('disconnect', () => resolve()))),
    );
    expect((await tablet.request('DELETE', `/api/user/sessions/${laptopSession.id}`)).status).toBe(204);
    await bothGone;
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
  });

  it('ending one session from the list closes only its sockets', async () => {
    const { laptop, laptopSocket, phoneSocket } = await twoDevices('list');
    const phoneGone = new Promise<void>((resolve) => phoneSocket.once('disconnect', () => resolve()));

    const list = await laptop.get<{ sessions: { id: string; current: boolean }[] }>('/api/user/sessions');
    const other = list.body.sessions.find((s) => !s.current)!;
    expect((await laptop.request('DELETE', `/api/user/sessions/${other.id}`)).status).toBe(204);
    await phoneGone;
    await new Promise((r) => setTimeout(r, 200));
    expect(laptopSocket.connected).toBe(true);
  });

  it('a password reset closes every socket of the account, on every instance', async () => {
    const { one, two } = cluster;
    const account = newAccount('reset');
    const player = two.client();
    expect((await player.post('/api/register', account)).status).toBe(201);
    const socket = connectSocket(two.url, player);
    sockets.push(socket);
    await waitForConnect(socket);
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    expect((await one.client().post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const mail = await waitForMail(one.dataDir, account.email, /password/i);
    const token = new URL(linkFrom(mail, '/reset-password')).searchParams.get('token');
    const reset = await one.client().post('/api/reset-password', {
      token,
      newPassword: 'reset-and-new',
      confirmPassword: 'reset-and-new',
    });
    expect(reset.status).toBe(200);
    await gone;
    expect((await player.get('/api/auth/user')).status).toBe(401);
  });
});
