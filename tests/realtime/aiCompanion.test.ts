import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTA_MESSAGE } from '../../protocol/api/ai.ts';
import type { AiChatAck } from '../../protocol/socket/ai.ts';
import { errorMessage } from '../../scripts/lib/httpClient.ts';
import { type FakeOpenAi, fakeAiEnv, startFakeOpenAi } from '../support/fakeOpenAi.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let fake: FakeOpenAi;
let server: TestServer;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    env: {
      EMAIL_VERIFICATION: 'off',
      ...fakeAiEnv(fake),
    },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
    aiTimeouts: { firstByteMs: 700, tokenMs: 500 },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.behaviours.length = 0;
  fake.requests.length = 0;
});

async function playerWithSocket() {
  const player = await signedInPlayer(server);
  const socket = connectSocket(server.url, player.client);
  sockets.push(socket);
  await waitForConnect(socket);
  return { ...player, socket };
}

const ask = (socket: PlayerSocket, requestId: string, message = 'Help me start my report') =>
  new Promise<AiChatAck>((resolve) =>
    socket.emit('ai:chat', { requestId, message, language: 'en', context: { tasks: [] } }, resolve),
  );

describe('streamed companion chat (OpenAI-compatible provider over SSE)', () => {
  it('acknowledges, then streams deltas in order to every tab; done equals their concatenation', async () => {
    const words = ['Start ', 'with ', 'one ', 'tiny ', 'step: ', 'open ', 'the ', 'file.'];
    fake.behaviours.push({ kind: 'stream', words });
    const { client, socket } = await playerWithSocket();
    const otherTab = connectSocket(server.url, client);
    sockets.push(otherTab);
    await waitForConnect(otherTab);
    const deltas: string[] = [];
    otherTab.on('ai:chat:delta', (p) => deltas.push(p.delta));
    const started = nextEvent(otherTab, 'ai:chat:start');
    const done = nextEvent(otherTab, 'ai:chat:done');
    expect(await ask(socket, 'r1')).toEqual({ ok: true, requestId: 'r1' });
    expect(await started).toEqual({ requestId: 'r1', source: 'ai' });
    const final = await done;
    expect(deltas).toEqual(words);
    expect(final).toEqual({ requestId: 'r1', message: words.join('').trim() });
    expect(fake.requests[0]!.body).toMatchObject({ model: 'fake-model', stream: true });
  });

  it.each([
    [{ kind: 'quota' } as const, 'ai_quota', QUOTA_MESSAGE],
    [{ kind: 'unauthorized' } as const, 'ai_provider_unauthorized', /refused our credentials/],
    [{ kind: 'error500' } as const, 'ai_upstream', /problem answering/],
    [{ kind: 'malformed' } as const, 'ai_upstream', /could not read/],
    [{ kind: 'stall', afterWords: ['Let ', 'me '] } as const, 'ai_timeout', /stopped in the middle/],
    [{ kind: 'silent' } as const, 'ai_timeout', /did not answer in time/],
  ])('ends in ai:chat:error for %j', async (behaviour, code, message) => {
    fake.behaviours.push(behaviour);
    const { socket } = await playerWithSocket();
    const failed = nextEvent(socket, 'ai:chat:error', 8000);
    expect((await ask(socket, 'e1')).ok).toBe(true);
    const error = await failed;
    expect(error.requestId).toBe('e1');
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('retries a failing provider at most twice, and only before the first token', async () => {
    fake.behaviours.push({ kind: 'error500' });
    const { socket } = await playerWithSocket();
    const failed = nextEvent(socket, 'ai:chat:error');
    await ask(socket, 'x1');
    await failed;
    expect(fake.requests).toHaveLength(3);
    fake.requests.length = 0;
    fake.behaviours.length = 0;
    fake.behaviours.push({ kind: 'stall', afterWords: ['Half '] });
    const stalled = nextEvent(socket, 'ai:chat:error');
    await ask(socket, 'x2');
    await stalled;
    expect(fake.requests).toHaveLength(1);
  });

  it('aborts the upstream request within a second when the player disconnects mid-stream', async () => {
    fake.behaviours.push({
      kind: 'stream',
      words: Array.from({ length: 200 }, (_, i) => `w${i} `),
      delayMs: 50,
    });
    const { socket } = await playerWithSocket();
    const firstDelta = nextEvent(socket, 'ai:chat:delta');
    await ask(socket, 'd1');
    await firstDelta;
    const leftAt = Date.now();
    socket.disconnect();
    const deadline = Date.now() + 3000;
    while (!fake.requests[0]?.aborted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fake.requests[0]!.aborted).toBe(true);
    expect(fake.requests[0]!.abortedAt! - leftAt).toBeLessThan(1000);
  });

  it('refuses a second concurrent request of the same player clearly', async () => {
    fake.behaviours.push({ kind: 'stream', words: ['Slow ', 'and ', 'steady.'], delayMs: 300 });
    const { client, socket } = await playerWithSocket();
    const done = nextEvent(socket, 'ai:chat:done', 8000);
    expect((await ask(socket, 'c1')).ok).toBe(true);
    const second = await ask(socket, 'c2');
    expect(second).toEqual({
      ok: false,
      error: { code: 'ai_busy', message: expect.stringMatching(/still answering/) },
    });
    const rest = await client.post('/api/ai/chat', { message: 'and now?' });
    expect(rest.status).toBe(409);
    await done;
  });

  it('answers the quota message over HTTP too', async () => {
    fake.behaviours.push({ kind: 'quota' });
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/ai/chat', { message: 'hello' });
    expect(res.status).toBe(503);
    expect(errorMessage(res)).toBe(QUOTA_MESSAGE);
  });

  it('validates breakdown answers from the provider with the schema', async () => {
    const { client } = await signedInPlayer(server);
    fake.behaviours.push({
      kind: 'stream',
      words: [
        JSON.stringify({
          steps: [
            { title: 'Open the doc', description: 'Just open it.', estimatedMinutes: 2 },
            { title: 'Write the heading', description: 'One line.', estimatedMinutes: 5 },
            { title: 'List three points', description: 'Bullets only.', estimatedMinutes: 10 },
          ],
          tips: ['Set a timer'],
        }),
      ],
    });
    const ok = await client.post('/api/ai/breakdown', { title: 'Write report', granularity: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      source: 'ai',
      steps: [{ title: 'Open the doc', estimatedMinutes: 2 }, {}, {}],
    });
    fake.behaviours.length = 0;
    fake.behaviours.push({ kind: 'stream', words: ['{"steps": "not a list"}'] });
    const bad = await client.post('/api/ai/breakdown', { title: 'Write report' });
    expect(bad.status).toBe(502);
  });
});
