/**
 * `npm run bench:sockets`: what an idle signed-in socket costs, on a real instance of the app and on
 * the bare Socket.IO server of `bench:boss` (bareServer.ts: the same Redis adapter, a room per
 * party, no session, no database), one after the other. N sockets (players in parties of five,
 * each with its own signed session for the app) connect over WebSocket, at most W handshakes in
 * flight; then, with every socket idle, each server reports its memory from inside the process
 * (memProbe.ts: after a full GC) and the difference from before the connections is divided by N.
 * Reports KB per socket (JS heap + external after GC: what the process keeps per socket, steady
 * from run to run; and RSS, which also holds the pages the connects' garbage made the process take
 * and swings widely between runs), connects per second and the server's CPU per connect; the last
 * lines are `socket memory ratio: R` (heap + external per socket, app over bare) and
 * `connect ratio: R` (connects/s, app over bare).
 *
 * Environment: BENCH_SOCKETS (1000), BENCH_CONNECT_WINDOW (10), REDIS_URL, TEST_POSTGRES_URL, and
 * BENCH_NODE_OPTIONS: more Node options for both servers (a CPU profile of the connects:
 * `BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'`).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createTestDatabase } from '../lib/database.ts';
import { startServerProcess } from '../lib/processes.ts';
import { cpuMs } from './cpu.ts';
import { startScriptServer } from './harness.ts';
import { machine, writeSection } from './report.ts';
import { type BenchMember, seedParties } from './seedBench.ts';
import { fmt } from './stats.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WINDOW = Number(process.env.BENCH_CONNECT_WINDOW ?? 10);
/** Sockets connected and closed again before measuring (compiled code, pools, caches warm). */
const WARM_SOCKETS = Math.min(50, SOCKETS);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
const PROBE_OPTIONS = [
  process.env.BENCH_NODE_OPTIONS ?? '',
  '--expose-gc',
  `--import=${path.join(import.meta.dirname, 'memProbe.ts')}`,
]
  .join(' ')
  .trim();

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** Asks the process for its memory after a full GC (memProbe.ts) and waits for the line. */
async function probe(child: ChildProcess, output: () => string): Promise<Memory> {
  const from = output().length;
  child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = /MEMPROBE (\{.*\})/.exec(output().slice(from));
    if (line) return JSON.parse(line[1]!) as Memory;
    if (Date.now() > deadline) throw new Error(`no memory probe answer:\n${output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Connects every member's socket, at most WINDOW handshakes in flight; resolves with them all. */
async function connectAll(url: string, members: BenchMember[], signedIn: boolean): Promise<Socket[]> {
  const sockets: Socket[] = [];
  let next = 0;
  const lane = async () => {
    while (next < members.length) {
      const m = members[next++]!;
      sockets.push(
        await new Promise<Socket>((resolve, reject) => {
          const socket = io(url, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            ...(signedIn ? {} : { query: { room: `party:${m.partyId}` } }),
            extraHeaders: { origin: url, ...(signedIn ? { cookie: m.cookie } : {}) },
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, lane));
  return sockets;
}

async function closeAll(sockets: Socket[]): Promise<void> {
  for (const s of sockets) s.disconnect();
  await settle(500);
}

interface Row {
  server: string;
  rssKb: number;
  heapKb: number;
  connectsPerSecond: number;
  cpuPerConnect: number;
}

async function measure(
  label: string,
  server: { url: string; child: ChildProcess; output: () => string },
  members: BenchMember[],
  signedIn: boolean,
): Promise<Row> {
  console.log(`${label}: ${WARM_SOCKETS} warm-up sockets, then ${members.length}...`);
  await closeAll(await connectAll(server.url, members.slice(0, WARM_SOCKETS), signedIn));
  await settle(1000);
  const before = await probe(server.child, server.output);
  const cpuBefore = cpuMs(server.child.pid);
  const startedAt = performance.now();
  const sockets = await connectAll(server.url, members, signedIn);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  // Idle: whatever a connect leaves behind (presence, timers) has settled.
  await settle(2000);
  const after = await probe(server.child, server.output);
  await closeAll(sockets);
  return {
    server: label,
    rssKb: (after.rss - before.rss) / 1024 / sockets.length,
    heapKb: (after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / sockets.length,
    connectsPerSecond: sockets.length / seconds,
    cpuPerConnect: cpu / sockets.length,
  };
}

const db = await createTestDatabase();
try {
  const instance = await startServerProcess({
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `qp-bench-sockets-${Date.now().toString(36)}:`,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: PROBE_OPTIONS,
  });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const members = await seedParties(client, {
    tag: 'sk',
    parties: Math.ceil(SOCKETS / 5),
    questsPerMember: 0,
    sidBase: 5_000_000,
    secret: SECRET,
  });
  await client.query('vacuum analyze');
  await client.end();
  const used = members.slice(0, SOCKETS);

  const rows: Row[] = [];
  rows.push(await measure('the app (signed-in sockets)', instance, used, true));
  await instance.stop('SIGTERM');
  const bare = await startScriptServer('bareServer.ts', {
    REDIS_URL,
    ADAPTER_KEY: `qp-bench-sockets-bare-${Date.now().toString(36)}`,
    NODE_OPTIONS: PROBE_OPTIONS,
  });
  rows.push(await measure('bare Socket.IO (bareServer.ts)', bare, used, false));
  await bare.stop();

  const [app, base] = [rows[0]!, rows[1]!];
  const memoryRatio = app.heapKb / base.heapKb;
  const connectRatio = app.connectsPerSecond / base.connectsPerSecond;
  const body = [
    '| server | JS heap + external KB/socket | RSS KB/socket | connects/s | server CPU ms/connect |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.server} | ${fmt(r.heapKb)} | ${fmt(r.rssKb)} | ${fmt(r.connectsPerSecond, 0)} | ${fmt(r.cpuPerConnect, 2)} |`,
    ),
    '',
    `Socket memory ratio (JS heap + external per idle socket, app over bare): **${fmt(memoryRatio, 2)}** (RSS: ${fmt(app.rssKb / base.rssKb, 2)}); connect ratio (connects/s, app over bare): **${fmt(connectRatio, 2)}** (server CPU per connect: ${fmt(app.cpuPerConnect / base.cpuPerConnect, 1)}x).`,
    '',
    `Machine: ${machine()}. ${used.length} WebSocket connections from the bench process (socket.io-client, at most ${WINDOW} handshakes in flight) after ${WARM_SOCKETS} warm-up connections, one server at a time, both with the Redis adapter; the app's sockets carry each player's signed session cookie and join their user, session and party rooms, the bare server's join a party room named in the query. Memory is read inside each server process (memProbe.ts) after a full GC, before the connections and with all of them idle 2 s later; RSS also holds the pages the connects' garbage made the process take (V8 and malloc keep them), so it swings from run to run.`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('sockets', body);
  console.log(`socket memory ratio: ${fmt(memoryRatio, 2)}`);
  console.log(`connect ratio: ${fmt(connectRatio, 2)}`);
} finally {
  await db.drop();
}
