/**
 * `npm run bench:read`: `GET /api/quests` for one signed-in player with 20 quests (open and done
 * one-offs, routines), from 16 keep-alive connections for a fixed time, on a real instance of the
 * app and on the plain server (plainServer.ts: Koa + node-postgres, named prepared statements, the
 * same two statements and the same JSON), one after the other on the same database and the same
 * player. Both answers are checked to be the same JSON first. Reports requests/s, p50/p99, the
 * server process's CPU and the database backends' CPU per request; the last line is
 * `read ratio: R` (the app's requests/s over the plain server's).
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (16),
 * BENCH_QUESTS (20), REDIS_URL, TEST_POSTGRES_URL, BENCH_PROFILE_DIR (a folder: write the app
 * instance's CPU profile there, `--cpu-prof`, to see where its time per request goes).
 */

import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { createTestDatabase } from '../lib/database.ts';
import { startServerProcess } from '../lib/processes.ts';
import { cpuMs } from './cpu.ts';
import { DatabaseCpu, driveLoad, startScriptServer } from './harness.ts';
import { machine, writeSection } from './report.ts';
import { type BenchMember, seedParties } from './seedBench.ts';
import { fmt, Samples } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const QUESTS = Number(process.env.BENCH_QUESTS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');

/**
 * A player's quest board: mostly open one-offs (some with a description, a due date or a
 * reminder), a fifth done, two daily routines (one done today).
 */
async function seedQuests(client: pg.Client, userId: string): Promise<void> {
  await client.query(
    `insert into quests (id, user_id, title, description, difficulty, quest_type, experience_reward, gold_reward,
       completed, completed_at, due_date, remind_at, recurrence, recurrence_anchor, created_at)
     select gen_random_uuid(), $1, 'Quest number ' || n,
       case when n % 3 = 0 then 'Something to remember about quest ' || n end,
       (array['easy', 'medium', 'hard', 'legendary'])[n % 4 + 1],
       (array['daily', 'weekly', 'main', 'side'])[n % 4 + 1],
       10 + n % 4 * 10, 5 + n % 4 * 5,
       n % 5 = 0 or n = 1, case when n % 5 = 0 or n = 1 then now() - interval '1 hour' end,
       case when n % 4 = 0 then now() + n * interval '1 day' end,
       case when n % 6 = 0 then now() + n * interval '1 hour' end,
       case when n <= 2 then 'daily' end, case when n <= 2 then 1 end,
       now() - n * interval '1 hour'
     from generate_series(1, $2) as n`,
    [userId, QUESTS],
  );
}

interface Row {
  server: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  serverCpu: number;
  pgCpu: number;
}

async function measure(
  label: string,
  url: string,
  pid: number | undefined,
  player: BenchMember,
  db: string,
): Promise<Row> {
  console.log(`${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, ${CONNECTIONS} connections...`);
  const pgCpu = new DatabaseCpu(db);
  let before = 0;
  const out = await driveLoad(
    {
      url,
      concurrency: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      load: { kind: 'read', path: '/api/quests', cookie: player.cookie },
    },
    () => {
      before = cpuMs(pid);
      pgCpu.start();
    },
  );
  const serverCpu = cpuMs(pid) - before;
  const pgUsed = pgCpu.stop();
  if (out.errors > 0) throw new Error(`${label}: ${out.errors} failed requests, first: ${out.firstError}`);
  const samples = new Samples();
  for (const l of out.latencies) samples.add(l);
  return {
    server: label,
    requestsPerSecond: out.completed / out.elapsedSeconds,
    p50: samples.percentile(50),
    p99: samples.percentile(99),
    serverCpu: serverCpu / out.completed,
    pgCpu: pgUsed / out.completed,
  };
}

async function answer(url: string, cookie: string): Promise<unknown> {
  const res = await fetch(`${url}/api/quests`, { headers: { cookie, accept: 'application/json' } });
  if (res.status !== 200) throw new Error(`GET /api/quests on ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const db = await createTestDatabase();
try {
  const instance = await startServerProcess({
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `qp-bench-read-${Date.now().toString(36)}:`,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
      : {}),
  });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const [player] = await seedParties(client, {
    tag: 'rd',
    parties: 1,
    questsPerMember: 0,
    sidBase: 4_000_000,
    secret: SECRET,
  });
  await seedQuests(client, player!.userId);
  await client.query('vacuum analyze');
  await client.end();

  const plain = await startScriptServer('plainServer.ts', {
    DATABASE_URL: db.url,
    REDIS_URL,
    SESSION_SECRET: SECRET,
    ADAPTER_KEY: `qp-bench-read-plain-${Date.now().toString(36)}`,
  });
  // The same answer from both (after the app's first request of the player's day).
  await answer(instance.url, player!.cookie);
  const appAnswer = await answer(instance.url, player!.cookie);
  const plainAnswer = await answer(plain.url, player!.cookie);
  if (!isDeepStrictEqual(appAnswer, plainAnswer)) {
    throw new Error(
      `the answers differ:\napp:   ${JSON.stringify(appAnswer)}\nplain: ${JSON.stringify(plainAnswer)}`,
    );
  }
  const bytes = JSON.stringify(appAnswer).length;
  await plain.stop();

  const rows: Row[] = [];
  rows.push(await measure('the app (Koa, MikroORM)', instance.url, instance.child.pid, player!, db.name));
  await instance.stop('SIGTERM');
  const plainAgain = await startScriptServer('plainServer.ts', {
    DATABASE_URL: db.url,
    REDIS_URL,
    SESSION_SECRET: SECRET,
    ADAPTER_KEY: `qp-bench-read-plain-${Date.now().toString(36)}`,
  });
  rows.push(
    await measure(
      'plain Koa + pg, prepared statements',
      plainAgain.url,
      plainAgain.child.pid,
      player!,
      db.name,
    ),
  );
  await plainAgain.stop();

  const ratio = rows[0]!.requestsPerSecond / rows[1]!.requestsPerSecond;
  const body = [
    '| server | requests/s | p50 ms | p99 ms | server CPU ms/request | PostgreSQL CPU ms/request |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.server} | ${fmt(r.requestsPerSecond, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.serverCpu, 3)} | ${fmt(r.pgCpu, 3)} |`,
    ),
    '',
    `Read ratio (the app's requests/s over the plain server's): **${fmt(ratio, 2)}**; by CPU per request (server + PostgreSQL, plain over app): ${fmt((rows[1]!.serverCpu + rows[1]!.pgCpu) / (rows[0]!.serverCpu + rows[0]!.pgCpu), 2)}.`,
    '',
    `Machine: ${machine()}. \`GET /api/quests\` for one signed-in player with ${QUESTS} quests (the same ${bytes}-byte JSON from both servers, checked before the runs; uncompressed, the client asks for no encoding), ${CONNECTIONS} keep-alive connections in closed loops from a worker thread, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured, one server at a time. Server CPU: its process; PostgreSQL CPU: the bench database's backends (sampled from /proc every 50 ms).`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('read', body);
  console.log(`read ratio: ${fmt(ratio, 2)}`);
} finally {
  await db.drop();
}
