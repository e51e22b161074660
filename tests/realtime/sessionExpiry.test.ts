import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatMessageSchema } from '../../protocol/api/chat.ts';
import type { Ack } from '../../protocol/socket/events.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../server/auth/sessionStore.ts';
import { db } from '../../server/data/database.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * A session that runs out (DESIGN 16: idle after 14 days, any after 30) closes its sockets too. The
 * server's clock is moved instead of waiting; the HTTP side keeps the real time, so the test can
 * still read the chat history with the same cookie.
 */

let server: TestServer;
let offsetMs = 0;
const sockets: PlayerSocket[] = [];
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    clock: shiftedClock(() => offsetMs),
  });
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
});

async function playerInParty() {
  const { client } = await signedInPlayer(server);
  expect((await client.post('/api/parties', { name: 'Sleepers' })).status).toBe(201);
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return { client, socket };
}

const chat = (socket: PlayerSocket, text: string): Promise<Ack<ChatMessage> | 'no answer'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), 2000);
    socket.emit('chat:send', { text }, (ack) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });

/** Refused as an ended session, or never answered because the socket was already closed. */
const refused = (answer: Ack<ChatMessage> | 'no answer') =>
  answer === 'no answer' || (!answer.ok && answer.error.code === 'unauthenticated');

const history = async (client: TestClient) =>
  chatMessageSchema
    .array()
    .parse((await client.get('/api/parties/chat')).body)
    .map((m) => m.text);

describe('a session that runs out', () => {
  it('closes an idle socket of it within a second, and refuses its next handshake', async () => {
    const { client, socket } = await playerInParty();
    const gone = new Promise<number>((resolve) => {
      socket.once('disconnect', () => resolve(Date.now()));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
    });

    offsetMs = SESSION_IDLE_MS + MINUTE;
    const movedAt = Date.now();
    expect((await gone) - movedAt).toBeLessThan(1000);
    await expect(waitForConnect(connectSocket(server.url, client))).rejects.toThrow(/unauthenticated/);
  });

  it('refuses the events of its sockets, which store nothing', async () => {
    const { client, socket } = await playerInParty();
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    offsetMs = SESSION_IDLE_MS + MINUTE;
    expect(refused(await chat(socket, 'from beyond'))).toBe(true);
    await gone;
    expect(await history(client)).toEqual([]);
  });

  it('keeps a socket whose session a request renewed since it connected, until the absolute end', async () => {
    const { client, socket } = await playerInParty();
    // A request renews the session's idle end (koa-session's renew, done here on the row itself,
    // and past the absolute end, which alone must then end it).
    const sid = client.cookies.get('qp.sid') ?? '';
    const renewedTo = new Date(Date.now() + SESSION_ABSOLUTE_MS + 10 * 24 * 60 * MINUTE);
    await db(server.deps.orm.em.fork())
      .updateTable('session')
      .set({ expire: renewedTo })
      .where('sid', '=', sid)
      .execute();

    offsetMs = SESSION_IDLE_MS + MINUTE;
    expect(await chat(socket, 'renewed')).toMatchObject({ ok: true });
    expect(socket.connected).toBe(true);

    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    offsetMs = SESSION_ABSOLUTE_MS + MINUTE;
    expect(refused(await chat(socket, 'too old'))).toBe(true);
    await gone;
    expect(await history(client)).toEqual(['renewed']);
  });
});
