import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiChatAck } from '../../protocol/socket/ai.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let socket: PlayerSocket | undefined;

beforeAll(async () => {
  // No OPENAI_API_KEY: the built-in offline companion answers, as in the browser tests.
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  socket?.disconnect();
  await server?.close();
});

describe('the offline companion over the socket', () => {
  it('streams its reply in many paced deltas, like a written one, that add up to the final message', async () => {
    const { client } = await signedInPlayer(server);
    socket = connectSocket(server.url, client);
    await waitForConnect(socket);
    const deltas: Array<{ text: string; at: number }> = [];
    socket.on('ai:chat:delta', ({ requestId, delta }) => {
      if (requestId === 'o1') deltas.push({ text: delta, at: Date.now() });
    });
    const started = nextEvent(socket, 'ai:chat:start');
    const done = nextEvent(socket, 'ai:chat:done', 10_000);
    const ack = await new Promise<AiChatAck>((resolve) =>
      socket?.emit(
        'ai:chat',
        {
          requestId: 'o1',
          message: 'What should I do first?',
          language: 'en',
          context: { tasks: [{ title: 'Pay the electricity bill', priority: 'high', completed: false }] },
        },
        resolve,
      ),
    );
    expect(ack).toEqual({ ok: true, requestId: 'o1' });
    expect(await started).toEqual({ requestId: 'o1', source: 'offline' });
    const final = await done;

    expect(deltas.length).toBeGreaterThanOrEqual(10);
    expect(
      deltas
        .map((d) => d.text)
        .join('')
        .trim(),
    ).toBe(final.message);
    expect(final.message).toContain('Pay the electricity bill');
    // Paced, not one burst: a client sees the text grow across many renders.
    const first = deltas[0]?.at ?? 0;
    const last = deltas.at(-1)?.at ?? 0;
    expect(last - first).toBeGreaterThanOrEqual(100);
  });
});
