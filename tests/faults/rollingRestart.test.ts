import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { type Balancer, instanceEnv, nginxBinary, startBalancer } from '../support/balancer.ts';
import { newAccount } from '../support/players.ts';

/**
 * A rolling restart through the shipped balancer (tests/support/balancer.ts): each instance in
 * turn is stopped gracefully and started again on its port while a signed-in player keeps
 * reading and writing. With instances benched after one failure (the former max_fails=1
 * fail_timeout=10s), stopping the second one 3 s after the first came back left nginx with no
 * instance at all.
 */
let instances: ServerProcess[] = [];
let balancer: Balancer | null = null;
let lbUrl = '';
let env: Record<string, string> = {};
const cleanups: (() => Promise<void>)[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LoadOutcome {
  sent: number;
  /** Quests the balancer answered 201 for: each must exist exactly once afterwards. */
  created: number;
  /** `METHOD path: status` or `METHOD path: error`, one per failed request. */
  failures: string[];
}

/**
 * Three readers (GET /api/user back to back) and one writer (POST /api/quests every 100 ms), as
 * one signed-in player, until `stop` or a bound in time or count. Any non-2xx answer or network
 * error is a failure.
 */
function steadyLoad(client: TestClient, bounds = { ms: 90_000, requests: 40_000, posts: 400 }) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const deadline = Date.now() + bounds.ms;
  const outcome: LoadOutcome = { sent: 0, created: 0, failures: [] };
  let stopped = false;
  const running = () => !stopped && Date.now() < deadline && outcome.sent < bounds.requests;

  const send = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<boolean> => {
    outcome.sent++;
    try {
      const res = await fetch(`${lbUrl}${path}`, {
        method,
        headers: {
          cookie,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', origin: lbUrl } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.ok) return true;
      outcome.failures.push(`${method} ${path}: ${res.status}`);
    } catch (err) {
      outcome.failures.push(
        `${method} ${path}: ${err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err)}`,
      );
    }
    return false;
  };

  const reader = async () => {
    while (running()) await send('GET', '/api/user');
  };
  const writer = async () => {
    for (let n = 0; running() && n < bounds.posts; n++) {
      if (await send('POST', '/api/quests', { title: `Steady ${n}`, difficulty: 'easy' })) outcome.created++;
      await sleep(100);
    }
  };
  const workers = Promise.all([reader(), reader(), reader(), writer()]);
  return {
    async stop(): Promise<LoadOutcome> {
      stopped = true;
      await workers;
      return outcome;
    },
  };
}

describe.skipIf(!nginxBinary && !process.env.CI)('a rolling restart behind nginx', () => {
  beforeAll(async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const lbPort = await freePort();
    lbUrl = `http://127.0.0.1:${lbPort}`;
    env = instanceEnv(db.url, lbUrl);
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    balancer = await startBalancer(
      lbPort,
      instances.map((i) => i.port),
    );
  });

  afterAll(async () => {
    await balancer?.stop();
    for (const i of instances) await i.stop('SIGKILL');
    for (const c of cleanups) await c();
  });

  it('restarts both instances one after the other, 3 s apart, and no request fails', async () => {
    const player = new TestClient(lbUrl);
    expect((await player.post('/api/register', newAccount('roll'))).status).toBe(201);
    const load = steadyLoad(player);
    await sleep(1000);

    for (const index of [0, 1]) {
      const old = instances[index]!;
      expect(await old.stop('SIGTERM')).toBe(0);
      // startServerProcess answers once /api/ready does on the same port.
      instances[index] = await startServerProcess(env, { port: old.port });
      await sleep(3000);
    }
    const outcome = await load.stop();

    expect(outcome.failures).toEqual([]);
    expect(outcome.sent).toBeGreaterThan(500);
    // The load did meet a stopped instance: nginx logs every instance it tried, so a request it
    // passed on to the other one shows two addresses.
    expect(balancer!.accessLog()).toMatch(/127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+ /);
    // No POST was replayed on a second instance: every created quest exists exactly once.
    const quests = await player.get<{ title: string }[]>('/api/quests');
    const titles = quests.body.map((q) => q.title);
    expect(titles.length).toBe(outcome.created);
    expect(new Set(titles).size).toBe(titles.length);
  }, 120_000);
});
