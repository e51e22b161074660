import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatMessageSchema } from '../../protocol/api/chat.ts';
import type { Ack } from '../../protocol/socket/events.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { newAccount } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import type { TestServer } from '../support/testServer.ts';

/** Logout closes the sockets of its session on every instance (DESIGN 16), and only those. */

let cluster: TestCluster;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

async function open(server: TestServer, client: TestClient): Promise<PlayerSocket> {
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

/** The acknowledgement of a chat message, or 'no answer' (a closed socket never sends it). */
const chat = (socket: PlayerSocket, text: string): Promise<Ack<ChatMessage> | 'no answer'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), 2000);
    socket.emit('chat:send', { text }, (ack) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });

const disconnectedAt = (socket: PlayerSocket) =>
  new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));

describe('logging out', () => {
  it("closes that session's sockets on both instances within a second; their events are refused; the player's other session stays", async () => {
    const { one, two } = cluster;
    const account = newAccount('logout');
    const laptop = one.client();
    expect((await laptop.post('/api/register', account)).status).toBe(201);
    expect((await laptop.post('/api/parties', { name: 'Leavers' })).status).toBe(201);
    const phone = two.client();
    expect(
      (await phone.post('/api/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
    // A copy of the laptop's cookie: the logout answer deletes it from the laptop's jar.
    const stolen = one.client();
    for (const [k, v] of laptop.cookies) stolen.cookies.set(k, v);

    const here = await open(one, laptop);
    const there = await open(two, laptop);
    const phoneSocket = await open(two, phone);
    expect(await chat(there, 'before logout')).toMatchObject({ ok: true });
    const hereGone = disconnectedAt(here);
    const thereGone = disconnectedAt(there);
    let phoneDropped = false;
    phoneSocket.on('disconnect', () => {
      phoneDropped = true;
    });

    const loggedOutAt = Date.now();
    expect((await laptop.post('/api/logout')).status).toBe(200);
    const [hereAfter, thereAfter] = await Promise.all([
      chat(here, 'after logout here'),
      chat(there, 'after logout there'),
    ]);
    expect(hereAfter === 'no answer' || !hereAfter.ok).toBe(true);
    expect(thereAfter === 'no answer' || !thereAfter.ok).toBe(true);
    expect((await hereGone) - loggedOutAt).toBeLessThan(1000);
    expect((await thereGone) - loggedOutAt).toBeLessThan(1000);

    // The ended session opens no socket again, on either instance.
    for (const server of [one, two]) {
      await expect(waitForConnect(connectSocket(server.url, stolen))).rejects.toThrow(/unauthenticated/);
    }

    // The phone's session is untouched: connected, and its messages go through.
    await new Promise((r) => setTimeout(r, 200));
    expect(phoneDropped).toBe(false);
    expect(await chat(phoneSocket, 'still here')).toMatchObject({ ok: true });
    const history = chatMessageSchema.array().parse((await phone.get('/api/parties/chat')).body);
    expect(history.map((m) => m.text)).toEqual(['before logout', 'still here']);
  });
});
