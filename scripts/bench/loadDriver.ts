/**
 * The load side of `bench:limit` and `bench:read`, in a worker thread of its own (the main thread
 * only reads CPU counters): `concurrency` closed loops over keep-alive connections (node's http
 * Agent), each sending its next request as soon as the last one is answered, first for a warm-up,
 * then, after the main thread's go, for the measured seconds. Hits use each member's next unused
 * quest, in turn across the members.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { benchUuid, questKey } from './seedBench.ts';

export interface HitLoad {
  kind: 'hit';
  tag: string;
  members: { k: number; cookie: string }[];
  /** Per member (same order): the first quest number not used yet. */
  nextQuest: number[];
  questsPerMember: number;
}

export interface ReadLoad {
  kind: 'read';
  path: string;
  cookie: string;
}

export interface LoadInput {
  url: string;
  concurrency: number;
  warmupSeconds: number;
  seconds: number;
  load: HitLoad | ReadLoad;
}

export interface LoadOutput {
  completed: number;
  errors: number;
  firstError: string | null;
  elapsedSeconds: number;
  /** Round trips of the measured phase, ms. */
  latencies: number[];
  /** Quests ran out before the time was up (the rate is still over the time actually run). */
  exhausted: boolean;
  nextQuest: number[];
}

/** Worker to main thread: warm-up over, start counting; the main thread answers 'go'. */
export const LOAD_WARM = 'warm';

function send(
  agent: Agent,
  url: URL,
  method: string,
  cookie: string,
  body: string | null,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      cookie,
      origin: url.origin,
      accept: 'application/json',
    };
    if (body !== null) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (status === 200) {
        res.resume();
        res.once('end', () => resolve({ status, text: '' }));
      } else {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.once('end', () => resolve({ status, text }));
      }
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(body ?? undefined);
  });
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const agent = new Agent({ keepAlive: true, maxSockets: input.concurrency });
  const load = input.load;
  const nextQuest = load.kind === 'hit' ? [...load.nextQuest] : [];
  let turn = 0;
  let exhausted = false;

  /** The next request, or null when the quests have run out. */
  const next = (): { url: URL; method: string; cookie: string; body: string | null } | null => {
    if (load.kind === 'read')
      return { url: new URL(load.path, input.url), method: 'GET', cookie: load.cookie, body: null };
    const index = turn++ % load.members.length;
    const member = load.members[index]!;
    const j = nextQuest[index]!;
    if (j >= load.questsPerMember) {
      exhausted = true;
      return null;
    }
    nextQuest[index] = j + 1;
    const questId = benchUuid(questKey(load.tag, member.k, j));
    return {
      url: new URL('/api/boss/damage', input.url),
      method: 'POST',
      cookie: member.cookie,
      body: JSON.stringify({ questId }),
    };
  };

  const phase = async (seconds: number, latencies: number[] | null) => {
    let completed = 0;
    let errors = 0;
    let firstError: string | null = null;
    const startedAt = performance.now();
    const stopAt = startedAt + seconds * 1000;
    const loop = async () => {
      while (performance.now() < stopAt && !exhausted) {
        const r = next();
        if (!r) break;
        const t = performance.now();
        const res = await send(agent, r.url, r.method, r.cookie, r.body);
        if (res.status === 200) {
          completed++;
          latencies?.push(performance.now() - t);
        } else {
          errors++;
          firstError ??= `${res.status} ${res.text.slice(0, 300)}`;
        }
      }
    };
    await Promise.all(Array.from({ length: input.concurrency }, loop));
    return { completed, errors, firstError, elapsedSeconds: (performance.now() - startedAt) / 1000 };
  };

  await phase(input.warmupSeconds, null);
  const go = new Promise((resolve) => parentPort?.once('message', resolve));
  parentPort?.postMessage(LOAD_WARM);
  await go;
  const latencies: number[] = [];
  const measured = await phase(input.seconds, latencies);
  agent.destroy();
  return { ...measured, latencies, exhausted, nextQuest };
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as LoadInput));
