import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatMessageSchema } from '../../protocol/api/chat.ts';
import type { Ack } from '../../protocol/socket/events.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
});

const send = (socket: PlayerSocket, text: string) =>
  new Promise<Ack<ChatMessage>>((resolve) => socket.emit('chat:send', { text }, resolve));

describe('party chat over the socket', () => {
  it('refuses NUL bytes and lone surrogates; nothing is stored or broadcast', async () => {
    const a = await signedInPlayer(server);
    const b = await signedInPlayer(server);
    const party = (await a.client.post('/api/parties', { name: 'Chatters' })).body as { id: string };
    expect((await b.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    const sa = connectSocket(server.url, a.client);
    const sb = connectSocket(server.url, b.client);
    sockets.push(sa, sb);
    await Promise.all([waitForConnect(sa), waitForConnect(sb)]);
    const received: string[] = [];
    sb.on('chat:message', ({ message }) => {
      received.push(message.text);
    });

    // socket.io-client writes these as `\u0000` / `\ud800` escapes in its JSON, like a hostile client.
    for (const bad of ['hi\u0000there', 'hi\ud800', '\udc00hi', 'end\ud83d']) {
      expect(await send(sa, bad)).toEqual({
        ok: false,
        error: {
          code: 'validation_failed',
          message: 'Text may not contain NUL bytes or broken Unicode characters',
        },
      });
    }
    // A real surrogate pair is text like any other.
    expect(await send(sa, 'dragon 🐉')).toMatchObject({ ok: true, data: { text: 'dragon 🐉' } });
    const history = chatMessageSchema.array().parse((await b.client.get('/api/parties/chat')).body);
    expect(history.map((m) => m.text)).toEqual(['dragon 🐉']);
    await expect.poll(() => received).toEqual(['dragon 🐉']);
  });
});
