/**
 * `npm run bench:boss`: P parties of 5 spread over 2 real instances sharing PostgreSQL and Redis;
 * every member hits its boss at a steady rate over HTTP and every member's socket receives every
 * hit. Reports hits/s, the p50/p95/p99 of hit-to-member delivery (server stamp in the payload to
 * receipt), and reach (received / expected), next to the same broadcast through a bare Socket.IO
 * server with no database, in the same run. Writes the table into docs/performance.md.
 *
 * Environment: BENCH_PARTIES (200 = 1,000 sockets), BENCH_SECONDS (15), BENCH_HIT_MS (per member;
 * a comma list runs each rate: 60000,20000,10000,5000,2500 = 17, 50, 100, 200 and 400 hits/s), BENCH_ADAPTERS (classic,sharded), TEST_POSTGRES_URL, REDIS_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Keygrip from 'keygrip';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { createTestDatabase } from '../lib/database.ts';
import { freePort, startServerProcess } from '../lib/processes.ts';
import { postgresCpuMs, totalCpuMs } from './cpu.ts';
import { type DriverInput, type DriverOutput, WARM } from './driverProtocol.ts';
import { machine, writeSection } from './report.ts';
import { fmt, Samples } from './stats.ts';

const PARTIES = Number(process.env.BENCH_PARTIES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Hits at the same rate before counting starts, in every run (bare and game alike). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Per member, one run per value: the rates at which the target is checked. */
const HIT_MS = (process.env.BENCH_HIT_MS ?? '60000,20000,10000,5000,2500')
  .split(',')
  .map((v) => Number(v.trim()));
const ADAPTERS = (process.env.BENCH_ADAPTERS ?? 'classic,sharded').split(',').map((a) => a.trim());
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
const MEMBERS = 5;
const root = path.join(import.meta.dirname, '..', '..');

interface Result {
  label: string;
  sockets: number;
  /** What the members were asked to send, and what was acknowledged per second of the run. */
  offered: number;
  hitsPerSecond: number;
  /** CPU time of both instances (ms) per acknowledged hit, broadcast included (not PostgreSQL's). */
  cpuPerHit: number;
  /** CPU time of the machine's PostgreSQL processes per acknowledged hit. */
  postgresCpuPerHit: number;
  p50: number;
  p95: number;
  p99: number;
  warmupP99: number;
  reach: number;
}

/** Quests a member may use in one run at this rate (a spare for the random phase). */
const hitsPerRun = (hitMs: number) => Math.ceil(((WARMUP_SECONDS + SECONDS) * 1000) / hitMs) + 4;

interface Member {
  userId: string;
  partyIndex: number;
  cookie: string;
  quests: string[];
}

async function seed(dbUrl: string): Promise<Member[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const hash = await hashPassword('bench-password');
  // Enough quests for every game run (each run uses its own slice).
  const hitsPerMember = HIT_MS.reduce((sum, hitMs) => sum + hitsPerRun(hitMs) * ADAPTERS.length, 0);
  const members: Member[] = [];
  const keys = new Keygrip([SECRET]);
  for (let p = 0; p < PARTIES; p++) {
    const partyId = randomUUID();
    const bossId = randomUUID();
    const ids = Array.from({ length: MEMBERS }, () => randomUUID());
    await client.query('begin');
    await client.query(
      `insert into users (id, email, username, password, created_at, updated_at)
       select id, 'b' || left(id::text, 18) || '@bench.local', 'b' || left(replace(id::text, '-', ''), 18), $2, now(), now()
       from unnest($1::uuid[]) as id`,
      [ids, hash],
    );
    await client.query(
      `insert into parties (id, name, leader_id, max_members, boss_ladder_index, created_at) values ($1, $2, $3, 5, 1, now())`,
      [partyId, `Bench ${p}`, ids[0]],
    );
    // A boss that does not fall during the run: every hit is a plain broadcast.
    await client.query(
      `insert into bosses (id, party_id, template_id, ladder_index, name, description, level, max_health, current_health,
         xp_reward, coin_reward, defeated, created_at)
       values ($1, $2, 'procrastination-dragon', 0, 'Bench Dragon', 'A patient target.', 1, 1000000000, 1000000000, 50, 30, false, now())`,
      [bossId, partyId],
    );
    await client.query('update parties set current_boss_id = $1 where id = $2', [bossId, partyId]);
    // Players in a fight already under way: active a moment ago with their day started (its
    // once-a-day start ran at their first request today), their first-quest and party
    // achievements behind them (each unlocks once in a lifetime, not on every hit).
    await client.query(
      `update users set party_id = $1, party_joined_at = now(), last_activity = now(), last_day_seen = $3
        where id = any($2::uuid[])`,
      [partyId, ids, localDayNumber(new Date(), 'UTC')],
    );
    await client.query(
      `insert into user_achievements (id, user_id, achievement_id, earned_at)
       select gen_random_uuid(), u, a, now() from unnest($1::uuid[]) as u cross join unnest($2::text[]) as a`,
      [ids, ['first-quest', 'party-up']],
    );
    const quests = await client.query<{ id: string; user_id: string }>(
      `insert into quests (id, user_id, title, difficulty, quest_type, experience_reward, gold_reward, completed, created_at)
       select gen_random_uuid(), u, 'Bench quest', 'easy', 'main', 10, 5, false, now()
       from unnest($1::uuid[]) as u cross join generate_series(1, $2)
       returning id, user_id`,
      [ids, hitsPerMember],
    );
    for (const userId of ids) {
      const sid = randomBytes(32).toString('base64url');
      await client.query(
        `insert into session (sid, sess, expire, user_id) values ($1, $2, now() + interval '1 day', $3)`,
        [sid, JSON.stringify({ userId, createdAt: Date.now() }), userId],
      );
      const cookie = `qp.sid=${sid}; qp.sid.sig=${keys.sign(`qp.sid=${sid}`)}`;
      members.push({
        userId,
        partyIndex: p,
        cookie,
        quests: quests.rows.filter((q) => q.user_id === userId).map((q) => q.id),
      });
    }
    await client.query('commit');
  }
  await client.end();
  return members;
}

/** Every member's socket at once, as after an instance goes away; prints how long it took. */
async function connectAll(
  urls: string[],
  members: Member[],
  query: (m: Member) => Record<string, string>,
  cookies: boolean,
): Promise<Socket[]> {
  const startedAt = performance.now();
  const sockets = await connectEach(urls, members, query, cookies);
  console.log(
    `  ${sockets.length} sockets connected at once in ${fmt((performance.now() - startedAt) / 1000, 2)} s`,
  );
  return sockets;
}

function connectEach(
  urls: string[],
  members: Member[],
  query: (m: Member) => Record<string, string>,
  cookies: boolean,
) {
  return Promise.all(
    members.map(
      (m, i) =>
        new Promise<Socket>((resolve, reject) => {
          const url = urls[i % urls.length]!;
          const socket = io(url, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            query: query(m),
            extraHeaders: { origin: url, ...(cookies ? { cookie: m.cookie } : {}) },
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
}

/**
 * Runs the hitting side in its own worker thread (hitDriver.ts) and waits for its count; when its
 * warm-up is over, `onMeasure` resets the counters before the driver goes on.
 */
function drive(input: Omit<DriverInput, 'warmupSeconds'>, onMeasure: () => void): Promise<DriverOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'hitDriver.ts'), {
      workerData: { ...input, warmupSeconds: WARMUP_SECONDS } satisfies DriverInput,
    });
    worker.on('message', (message: DriverOutput | typeof WARM) => {
      if (message === WARM) {
        onMeasure();
        worker.postMessage('go');
      } else resolve(message);
    });
    worker.once('error', reject);
  });
}

/** Every member's socket records each `boss:update`'s delivery time; `reset` starts counting anew. */
function listen(sockets: Socket[]) {
  let latency = new Samples();
  let warmup = latency;
  let received = 0;
  for (const s of sockets) {
    s.on('boss:update', (payload: { sentAt: number }) => {
      received++;
      latency.add(Date.now() - payload.sentAt);
    });
  }
  return {
    latency: () => latency,
    /** What the warm-up saw (the first hits after the connection storm included). */
    warmup: () => warmup,
    received: () => received,
    reset() {
      warmup = latency;
      latency = new Samples();
      received = 0;
    },
  };
}

/** CPU counters of the instances and of every PostgreSQL process, read when counting starts. */
function cpuMeter(pids: (number | undefined)[]) {
  let instances = 0;
  let postgres = 0;
  return {
    start() {
      instances = totalCpuMs(pids);
      postgres = postgresCpuMs();
    },
    read: () => ({
      instances: totalCpuMs(pids) - instances,
      postgres: postgresCpuMs() - postgres,
    }),
  };
}

/** Stragglers: the last broadcasts may still be on their way when the last answer arrives. */
const settle = () => new Promise((r) => setTimeout(r, 2000));

/**
 * Every game run starts from a database vacuumed and analysed. Each run leaves thousands of dead
 * row versions behind (a hit updates the player, the quest, the boss and the counters), and the
 * seed loads 1,000 players and their quests at once: without this, a later row of the table was
 * measured while autovacuum and autoanalyze caught up on what the earlier rows left, and was
 * slower for it (PostgreSQL CPU per hit at 200 hits/s: 1.6 ms as the first run, 2.4 and 2.7 ms
 * after two and four others), whatever its own rate.
 */
async function vacuumAnalyze(dbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function runGame(adapter: string, dbUrl: string, members: Member[], hitMs: number): Promise<Result> {
  await vacuumAnalyze(dbUrl);
  const env = {
    DATABASE_URL: dbUrl,
    REDIS_URL,
    REDIS_ADAPTER: adapter,
    REDIS_KEY_PREFIX: `qp-bench-${Date.now().toString(36)}:`,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
  };
  const instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const urls = instances.map((i) => i.url);
  const sockets = await connectAll(urls, members, () => ({}), true);
  const seen = listen(sockets);
  const cpu = cpuMeter(instances.map((i) => i.child.pid));
  const driven = await drive({ mode: 'game', urls, members, seconds: SECONDS, hitMs }, () => {
    seen.reset();
    cpu.start();
  });
  await settle();
  const used = cpu.read();
  for (const s of sockets) s.disconnect();
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  return result(`game, Redis adapter ${adapter}`, sockets.length, hitMs, driven, seen, used);
}

async function runBare(members: Member[], hitMs: number): Promise<Result> {
  const ports = [await freePort(), await freePort()];
  const key = `bench-bare-${Date.now()}`;
  const procs = ports.map((port) =>
    spawn(process.execPath, [path.join(root, 'scripts', 'bench', 'bareServer.ts')], {
      env: { ...process.env, PORT: String(port), REDIS_URL, ADAPTER_KEY: key },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await Promise.all(procs.map((p) => new Promise((r) => p.stdout!.once('data', r))));
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const sockets = await connectAll(urls, members, (m) => ({ room: `party-${m.partyIndex}` }), false);
  const seen = listen(sockets);
  const cpu = cpuMeter(procs.map((p) => p.pid));
  const driven = await drive({ mode: 'bare', urls, members, seconds: SECONDS, hitMs }, () => {
    seen.reset();
    cpu.start();
  });
  await settle();
  const used = cpu.read();
  for (const s of sockets) s.disconnect();
  for (const p of procs) p.kill('SIGTERM');
  return result(
    'bare Socket.IO (no database), Redis adapter classic',
    sockets.length,
    hitMs,
    driven,
    seen,
    used,
  );
}

function result(
  label: string,
  sockets: number,
  hitMs: number,
  driven: DriverOutput,
  seen: ReturnType<typeof listen>,
  cpu: { instances: number; postgres: number },
): Result {
  const perHit = (ms: number) => (driven.acknowledged > 0 ? ms / driven.acknowledged : Number.NaN);
  return {
    cpuPerHit: perHit(cpu.instances),
    postgresCpuPerHit: perHit(cpu.postgres),
    label,
    sockets,
    offered: (PARTIES * MEMBERS * 1000) / hitMs,
    hitsPerSecond: driven.acknowledged / driven.elapsedSeconds,
    p50: seen.latency().percentile(50),
    p95: seen.latency().percentile(95),
    p99: seen.latency().percentile(99),
    warmupP99: seen.warmup().percentile(99),
    reach: driven.acknowledged > 0 ? seen.received() / (driven.acknowledged * MEMBERS) : 0,
  };
}

/** The issue's target: p99 within this many ms of the bare broadcast's at the same rate, reach 1.0. */
const TARGET_MS = 3;

/** Each game run against the bare run at its rate: how far its p99 is, and whether the target holds. */
function verdict(r: Result, results: Result[]): { gap: string; target: string } {
  const bare = results.find((b) => b.label.startsWith('bare') && b.offered === r.offered);
  if (r === bare || !bare) return { gap: '', target: '' };
  const gap = r.p99 - bare.p99;
  return { gap: `+${fmt(gap)}`, target: gap <= TARGET_MS && r.reach === 1 ? 'met' : 'not met' };
}

function table(results: Result[]): string {
  const lines = [
    `| run | sockets | offered hits/s | acknowledged hits/s | instance CPU ms/hit | PostgreSQL CPU ms/hit | p50 ms | p95 ms | p99 ms | reach | warm-up p99 ms | p99 vs bare ms | target (p99 within ${TARGET_MS} ms, reach 1.0) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const v = verdict(r, results);
      return `| ${r.label} | ${r.sockets} | ${fmt(r.offered)} | ${fmt(r.hitsPerSecond)} | ${fmt(r.cpuPerHit, 2)} | ${fmt(r.postgresCpuPerHit, 2)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.reach, 4)} | ${fmt(r.warmupP99)} | ${v.gap} | ${v.target} |`;
    }),
  ];
  return lines.join('\n');
}

const db = await createTestDatabase();
try {
  // Let a first instance create the schema, then seed it directly (sign-up would dominate the run).
  const migrator = await startServerProcess({
    DATABASE_URL: db.url,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
  });
  await migrator.stop('SIGTERM');
  console.log(`seeding ${PARTIES} parties of ${MEMBERS}...`);
  const members = await seed(db.url);
  const results: Result[] = [];
  for (const hitMs of HIT_MS) {
    console.log(`every member hits every ${hitMs} ms: bare run...`);
    results.push(await runBare(members, hitMs));
    for (const adapter of ADAPTERS) {
      console.log(`every member hits every ${hitMs} ms: game run, ${adapter} adapter...`);
      results.push(await runGame(adapter, db.url, members, hitMs));
      // Each game run uses up its own quests.
      for (const m of members) m.quests = m.quests.slice(hitsPerRun(hitMs));
    }
  }
  const body = `${table(results)}\n\nMachine: ${machine()}. ${PARTIES} parties x ${MEMBERS} members on 2 instances, each member hitting every ${HIT_MS.join(' / ')} ms for ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured (offered hits/s: what was sent; acknowledged: answered per second until the last answer); latency is the server's emit stamp to receipt at each member's socket.`;
  console.log(`\n${body}\n`);
  writeSection('boss', body);
} finally {
  await db.drop();
}
