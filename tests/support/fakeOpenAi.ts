import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider answers the next chat completion requests. */
export type FakeBehaviour =
  | { kind: 'stream'; words: readonly string[]; delayMs?: number; json?: boolean }
  | { kind: 'quota' }
  | { kind: 'unauthorized' }
  | { kind: 'error500' }
  | { kind: 'malformed' }
  | { kind: 'stall'; afterWords: readonly string[] }
  | { kind: 'silent' };

export interface FakeOpenAi {
  url: string;
  behaviours: FakeBehaviour[];
  /** Requests received, and whether the client hung up before the answer ended. */
  requests: { body: unknown; aborted: boolean; abortedAt?: number }[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/**
 * An OpenAI-compatible chat completions server on loopback that speaks real SSE, for tests: the
 * outside world faked at the protocol level. Each request takes the next behaviour (the last one
 * repeats).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: FakeOpenAi = { url: '', behaviours: [], requests: [], close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const record: FakeOpenAi['requests'][number] = { body, aborted: false };
    state.requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) {
        record.aborted = true;
        record.abortedAt = Date.now();
      }
    });
    const behaviour = state.behaviours.length > 1 ? state.behaviours.shift()! : state.behaviours[0];
    const sendError = (status: number, error: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error }));
    };
    switch (behaviour?.kind ?? 'silent') {
      case 'quota':
        return sendError(429, {
          message: 'You exceeded your current quota',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        });
      case 'unauthorized':
        return sendError(401, {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        });
      case 'error500':
        return sendError(500, { message: 'The server had an error', type: 'server_error' });
      case 'silent':
        return; // never answers: the first-byte watchdog must fire
      default:
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    if (behaviour!.kind === 'malformed') {
      res.write(chunk('Hello'));
      res.write('data: {this is not json\n\n');
      return res.end();
    }
    const words =
      behaviour!.kind === 'stream'
        ? behaviour!.words
        : behaviour!.kind === 'stall'
          ? behaviour!.afterWords
          : [];
    const delay = behaviour!.kind === 'stream' ? (behaviour!.delayMs ?? 5) : 5;
    for (const word of words) {
      if (res.destroyed) return;
      res.write(chunk(word));
      await new Promise((r) => setTimeout(r, delay));
    }
    if (behaviour!.kind === 'stall') return; // keeps the connection open, sends nothing more
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A test server's environment that points the AI companion at this fake (startTestServer `env`). */
export function fakeAiEnv(fake: FakeOpenAi): Record<string, string> {
  return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' };
}
