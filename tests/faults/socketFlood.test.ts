import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
const sockets: PlayerSocket[] = [];
/** The server's warnings and errors, one JSON line each. */
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    logger: pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) }),
    rateLimits: {
      socketEvents: { points: 10, durationSeconds: 10 },
      socketFlood: { points: 20, durationSeconds: 10 },
    },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

async function tab() {
  return (await playerTab()).socket;
}

async function playerTab() {
  const { client, user } = await signedInPlayer(server);
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return { socket, userId: user.id };
}

type Ack = { ok: boolean; error?: { code: string } };
const emitRaw = (socket: PlayerSocket, event: string, payload: unknown): Promise<Ack> =>
  new Promise((resolve) =>
    (socket as unknown as { emit(e: string, p: unknown, ack: (a: Ack) => void): void }).emit(
      event,
      payload,
      resolve,
    ),
  );

describe('a socket flooding events', () => {
  it('is throttled first, then disconnected, while a calm socket keeps working', async () => {
    const flooder = await tab();
    const calm = await tab();
    const disconnected = new Promise<string>((resolve) => flooder.on('disconnect', (r) => resolve(r)));

    const answers: Ack[] = [];
    for (let i = 0; i < 10; i++) answers.push(await emitRaw(flooder, 'chat:send', { message: '' }));
    // Within the window: each event is read (and this empty message refused as invalid).
    expect(answers.every((a) => a.error?.code !== 'rate_limited')).toBe(true);
    const throttled = await emitRaw(flooder, 'chat:send', { message: '' });
    expect(throttled.error?.code).toBe('rate_limited');

    // Unknown events count too; past the refusals allowed the connection is ended.
    for (let i = 0; i < 40 && flooder.connected; i++)
      (flooder as unknown as { emit(e: string, p: unknown): void }).emit('no:such:event', { i });
    expect(await disconnected).toBe('io server disconnect');

    expect(calm.connected).toBe(true);
    const calmAnswer = await emitRaw(calm, 'chat:send', { message: '' });
    expect(calmAnswer.error?.code).not.toBe('rate_limited');
  });

  it('is logged once, however many events it had already sent', async () => {
    const { socket: flooder, userId } = await playerTab();
    const disconnected = new Promise<void>((resolve) => flooder.on('disconnect', () => resolve()));
    const emit = (flooder as unknown as { emit(e: string, p: unknown): void }).emit.bind(flooder);
    for (let i = 0; i < 5000; i++) emit('no:such:event', { i });
    await disconnected;
    // The events sent before the disconnect are still queued on the server: let them drain.
    await new Promise((r) => setTimeout(r, 1000));

    const about = logLines
      .map((line) => JSON.parse(line) as { userId?: string; msg: string })
      .filter((entry) => entry.userId === userId);
    expect(about.map((entry) => entry.msg)).toEqual(['socket disconnected for flooding events']);
  });
});
