/**
 * `npm run bench:boss`: P parties of 5 spread over 2 real instances sharing PostgreSQL and Redis;
 * every member hits its boss at a steady rate over HTTP and every member's socket receives every
 * hit. Reports hits/s, the p50/p95/p99 of hit-to-member delivery (server stamp in the payload to
 * receipt), and reach (received / expected), next to the same broadcast through a bare Socket.IO
 * server with no database, in the same run. Writes the table into docs/performance.md.
 *
 * Environment: BENCH_PARTIES (200 = 1,000 sockets), BENCH_SECONDS (15), BENCH_HIT_MS (per member,
 * 5000), BENCH_ADAPTERS (classic,sharded), TEST_POSTGRES_URL, REDIS_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Keygrip from 'keygrip';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createTestDatabase } from '../../tests/support/database.ts';
import { freePort, startServerProcess } from '../../tests/support/processes.ts';
import { fmt, Samples } from './stats.ts';

const PARTIES = Number(process.env.BENCH_PARTIES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const HIT_MS = Number(process.env.BENCH_HIT_MS ?? 5000);
const ADAPTERS = (process.env.BENCH_ADAPTERS ?? 'classic,sharded').split(',').map((a) => a.trim());
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
const MEMBERS = 5;
const root = path.join(import.meta.dirname, '..', '..');

interface Result {
  label: string;
  sockets: number;
  hitsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  reach: number;
}

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
  const hitsPerMember = (Math.ceil((SECONDS * 1000) / HIT_MS) + 2) * ADAPTERS.length;
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
    await client.query('update users set party_id = $1, party_joined_at = now() where id = any($2::uuid[])', [
      partyId,
      ids,
    ]);
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

function connectAll(
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

/** Fires `hit(member)` for every member every HIT_MS (random phase) for SECONDS, then waits for stragglers. */
async function steadyLoad(
  members: Member[],
  hit: (m: Member, n: number) => Promise<boolean>,
): Promise<number> {
  let acknowledged = 0;
  const timers: NodeJS.Timeout[] = [];
  const pending = new Set<Promise<void>>();
  const stopAt = Date.now() + SECONDS * 1000;
  for (const m of members) {
    let n = 0;
    const fire = () => {
      if (Date.now() >= stopAt) return;
      const p = hit(m, n++).then(
        (ok) => {
          if (ok) acknowledged++;
        },
        () => {},
      );
      pending.add(p);
      void p.finally(() => pending.delete(p));
    };
    const start = setTimeout(() => {
      fire();
      timers.push(setInterval(fire, HIT_MS));
    }, Math.random() * HIT_MS);
    timers.push(start);
  }
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const t of timers) clearInterval(t);
  await Promise.all([...pending]);
  await new Promise((r) => setTimeout(r, 2000));
  return acknowledged;
}

async function runGame(adapter: string, dbUrl: string, members: Member[]): Promise<Result> {
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
  const latency = new Samples();
  let received = 0;
  const sockets = await connectAll(urls, members, () => ({}), true);
  for (const s of sockets) {
    s.on('boss:update', (payload: { sentAt: number }) => {
      received++;
      latency.add(Date.now() - payload.sentAt);
    });
  }
  const acknowledged = await steadyLoad(members, async (m, n) => {
    const questId = m.quests[n];
    if (!questId) return false;
    const url = urls[members.indexOf(m) % urls.length]!;
    const res = await fetch(`${url}/api/boss/damage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: m.cookie },
      body: JSON.stringify({ questId }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  });
  for (const s of sockets) s.disconnect();
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  return {
    label: `game, Redis adapter ${adapter}`,
    sockets: sockets.length,
    hitsPerSecond: acknowledged / SECONDS,
    p50: latency.percentile(50),
    p95: latency.percentile(95),
    p99: latency.percentile(99),
    reach: acknowledged > 0 ? received / (acknowledged * MEMBERS) : 0,
  };
}

async function runBare(members: Member[]): Promise<Result> {
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
  const latency = new Samples();
  let received = 0;
  const sockets = await connectAll(urls, members, (m) => ({ room: `party-${m.partyIndex}` }), false);
  for (const s of sockets) {
    s.on('boss:update', (payload: { sentAt: number }) => {
      received++;
      latency.add(Date.now() - payload.sentAt);
    });
  }
  let sent = 0;
  await steadyLoad(members, async (m) => {
    sockets[members.indexOf(m)]!.emit('hit', { userId: m.userId, damage: 10 });
    sent++;
    return true;
  });
  for (const s of sockets) s.disconnect();
  for (const p of procs) p.kill('SIGTERM');
  return {
    label: 'bare Socket.IO (no database), Redis adapter classic',
    sockets: sockets.length,
    hitsPerSecond: sent / SECONDS,
    p50: latency.percentile(50),
    p95: latency.percentile(95),
    p99: latency.percentile(99),
    reach: sent > 0 ? received / (sent * MEMBERS) : 0,
  };
}

function table(results: Result[]): string {
  const lines = [
    '| run | sockets | hits/s | p50 ms | p95 ms | p99 ms | reach |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.sockets} | ${fmt(r.hitsPerSecond)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.reach, 4)} |`,
    ),
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
  const results: Result[] = [await runBare(members)];
  for (const adapter of ADAPTERS) {
    console.log(`game run, ${adapter} adapter...`);
    results.push(await runGame(adapter, db.url, members));
    for (const m of members) m.quests = m.quests.slice(Math.ceil((SECONDS * 1000) / HIT_MS) + 2);
  }
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
  const body = `${table(results)}\n\nMachine: ${machine}. ${PARTIES} parties x ${MEMBERS} members on 2 instances, each member hitting every ${HIT_MS} ms for ${SECONDS} s; latency is the server's emit stamp to receipt at each member's socket.`;
  console.log(`\n${body}\n`);
  const docPath = path.join(root, 'docs', 'performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const start = '<!-- bench:boss:start -->';
  const end = '<!-- bench:boss:end -->';
  const next = doc.includes(start)
    ? `${doc.slice(0, doc.indexOf(start) + start.length)}\n${body}\n${doc.slice(doc.indexOf(end))}`
    : `${doc.trimEnd()}\n\n${start}\n${body}\n${end}\n`;
  writeFileSync(docPath, next);
  console.log('written to docs/performance.md');
} finally {
  await db.drop();
}
