/**
 * `npm run bench:limit`: one boss hit at the limit of the machine, three ways, in one run on one
 * database:
 *
 * - the app: a real instance (`node server/main.ts` with PostgreSQL and the Redis adapter), signed-in
 *   players in parties of five with a boss that does not fall, each request `POST /api/boss/damage`
 *   with a fresh quest;
 * - the plain server (plainServer.ts): the same hit in Koa + node-postgres with named prepared
 *   statements and one Socket.IO emit through the same Redis adapter;
 * - pgbench running the plain server's statements (plainSql.ts) with `-M prepared`: the database's
 *   own limit for that transaction.
 *
 * Each at every concurrency (closed loops: a request as soon as the last is answered), after a
 * warm-up; the three one after the other at each concurrency, each alone at work while measured
 * (the other servers idle), each with its own players seeded alike (so no run inherits another's
 * history). Reports hits/s, p50/p99 round trip, the server process's CPU per hit and the CPU of
 * the database's PostgreSQL backends per hit. The last line is `hit ratio: R`, the app's hits/s
 * over the plain server's at the highest concurrency (8 by default).
 *
 * Environment: BENCH_SECONDS (10, measured per run), BENCH_WARMUP_SECONDS (3), BENCH_CONCURRENCY
 * (1,8), BENCH_PARTIES (8 parties of 5 per system), BENCH_PGBENCH_SECONDS (BENCH_SECONDS),
 * BENCH_MAX_RATE (3000: hits/s the quest supply is sized for), PGBENCH (path), REDIS_URL,
 * TEST_POSTGRES_URL, BENCH_PROFILE_DIR (a folder: write the app instance's CPU profile).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { createTestDatabase, POSTGRES_ADMIN_URL } from '../lib/database.ts';
import { startServerProcess } from '../lib/processes.ts';
import { cpuMs } from './cpu.ts';
import { DatabaseCpu, driveLoad, startScriptServer } from './harness.ts';
import type { LoadOutput } from './loadDriver.ts';
import { HIT_TRANSACTION, RECENT_HITS, SESSION_HIT } from './plainSql.ts';
import { machine, writeSection } from './report.ts';
import { type BenchMember, benchUuidSql, seedParties } from './seedBench.ts';
import { fmt, Samples } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,8').split(',').map((c) => Number(c.trim()));
const PARTIES = Number(process.env.BENCH_PARTIES ?? 8);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? SECONDS);
const MAX_RATE = Number(process.env.BENCH_MAX_RATE ?? 3000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
const PLAYERS = PARTIES * 5;
/** Quests per member for every run of one system (warm-ups included) at up to `rate` hits/s. */
const questsPerMember = (rate: number, runs: number, seconds: number) =>
  Math.ceil((rate * seconds * runs) / PLAYERS) + 20;

function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const file = path.join(root, v, 'bin', 'pgbench');
    if (existsSync(file)) return file;
  }
  return 'pgbench';
}

interface Row {
  system: string;
  concurrency: number;
  hitsPerSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU (ms) per hit; NaN for pgbench. */
  appCpu: number;
  pgCpu: number;
  note: string;
}

function loadRow(system: string, c: number, out: LoadOutput, appCpu: number, pgCpu: number): Row {
  if (out.errors > 0)
    throw new Error(`${system} c=${c}: ${out.errors} failed hits, first: ${out.firstError}`);
  const samples = new Samples();
  for (const l of out.latencies) samples.add(l);
  return {
    system,
    concurrency: c,
    hitsPerSecond: out.completed / out.elapsedSeconds,
    p50: samples.percentile(50),
    p99: samples.percentile(99),
    appCpu: appCpu / out.completed,
    pgCpu: pgCpu / out.completed,
    note: out.exhausted ? `quests ran out after ${fmt(out.elapsedSeconds)} s` : '',
  };
}

/** One HTTP server under test (the app or the plain one) and where its players' quests stand. */
interface HttpTarget {
  system: string;
  url: string;
  pid: number | undefined;
  tag: string;
  members: BenchMember[];
  perMember: number;
  nextQuest: number[];
}

/** One run against an HTTP server at one concurrency, members' quests in turn. */
async function runHttp(target: HttpTarget, c: number, db: string): Promise<Row> {
  console.log(`${target.system}, ${c} concurrent: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured...`);
  const pgCpu = new DatabaseCpu(db);
  let appBefore = 0;
  const out = await driveLoad(
    {
      url: target.url,
      concurrency: c,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      load: {
        kind: 'hit',
        tag: target.tag,
        members: target.members.map((m) => ({ k: m.k, cookie: m.cookie })),
        nextQuest: target.nextQuest,
        questsPerMember: target.perMember,
      },
    },
    () => {
      appBefore = cpuMs(target.pid);
      pgCpu.start();
    },
  );
  const app = cpuMs(target.pid) - appBefore;
  const pgUsed = pgCpu.stop();
  target.nextQuest = out.nextQuest;
  return loadRow(target.system, c, out, app, pgUsed);
}

/**
 * The pgbench script: the plain server's hit (no comments: pgbench would send them). Each client
 * takes quest numbers base + i * clients + client_id: member k = n % players, its j-th quest.
 */
function pgbenchScript(tag: string, sidBase: number): string {
  const questId = benchUuidSql(`'${tag}-q-' || :k::text || '-' || :j::text`);
  const session = `select x.id as uid, x.current_boss_id as boss, x.level, x.damage, ${questId} as quest
  from (${SESSION_HIT.text}) x`;
  const [complete, reward, hitBoss, record] = HIT_TRANSACTION;
  return [
    '\\set n :base + :i * :clients + :client_id',
    '\\set i :i + 1',
    '\\set k :n % :players',
    '\\set j :n / :players',
    `\\set sid ${sidBase} + :k`,
    `\\set day ${localDayNumber(new Date(), 'UTC')}`,
    `${session} \\gset`,
    // Power and damage as plainServer.ts computes them (protocol/rules/combat.ts, an easy quest).
    '\\set dmg int(:level * 10 + :damage * (1 + (:level - 1) * 0.1))',
    'begin;',
    `${complete.text} \\gset`,
    `${reward.text};`,
    `${hitBoss.text};`,
    `${record.text};`,
    'commit;',
    `${RECENT_HITS.text};`,
    '',
  ].join('\n');
}

interface PgbenchResult {
  tps: number;
  latencies: Samples;
  transactions: number;
}

async function pgbench(
  dbName: string,
  script: string,
  c: number,
  seconds: number,
  base: number,
): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qp-pgbench-'));
  const file = path.join(dir, 'hit.sql');
  writeFileSync(file, script);
  const admin = new URL(POSTGRES_ADMIN_URL);
  const args = [
    '-h',
    admin.hostname,
    '-p',
    admin.port || '5432',
    '-U',
    decodeURIComponent(admin.username || 'postgres'),
    '-n',
    '-M',
    'prepared',
    '-c',
    String(c),
    '-j',
    String(Math.min(c, 2)),
    '-T',
    String(seconds),
    '-D',
    `base=${base}`,
    '-D',
    'i=0',
    '-D',
    `clients=${c}`,
    '-D',
    `players=${PLAYERS}`,
    '-l',
    `--log-prefix=${path.join(dir, 'log')}`,
    '-f',
    file,
    dbName,
  ];
  const env = {
    ...process.env,
    ...(admin.password ? { PGPASSWORD: decodeURIComponent(admin.password) } : {}),
  };
  const child = spawn(findPgbench(), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  try {
    if (code !== 0 || /abort/i.test(output)) throw new Error(`pgbench failed (${code}):\n${output}`);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    const latencies = new Samples();
    let transactions = 0;
    for (const log of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(path.join(dir, log), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length < 6) continue;
        latencies.add(Number(fields[2]) / 1000);
        transactions++;
      }
    }
    return { tps, latencies, transactions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const systems = {
  app: 'the app (Koa, MikroORM, Socket.IO)',
  plain: 'plain Koa + pg, prepared statements',
  pgbench: "pgbench, the plain hit's SQL, -M prepared",
};

function table(rows: Row[]): string {
  return [
    '| system | concurrent | hits/s | p50 ms | p99 ms | server CPU ms/hit | PostgreSQL CPU ms/hit | note |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.system} | ${r.concurrency} | ${fmt(r.hitsPerSecond, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${Number.isNaN(r.appCpu) ? '-' : fmt(r.appCpu, 2)} | ${fmt(r.pgCpu, 2)} | ${r.note} |`,
    ),
  ].join('\n');
}

const db = await createTestDatabase();
try {
  const runs = CONCURRENCY.length;
  const httpSeconds = WARMUP_SECONDS + SECONDS;
  const appQuests = questsPerMember(Math.min(MAX_RATE, 1000), runs, httpSeconds);
  const plainQuests = questsPerMember(MAX_RATE, runs, httpSeconds);
  /** pgbench: a warm-up and one region of quest numbers per concurrency. */
  const pgbenchRegion =
    Math.ceil((MAX_RATE * 1.5 * Math.max(PGBENCH_SECONDS, WARMUP_SECONDS)) / PLAYERS) + 20;
  const pgbenchQuests = pgbenchRegion * (runs + 1);

  const instance = await startServerProcess({
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `qp-bench-limit-${Date.now().toString(36)}:`,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
      : {}),
  });
  console.log(
    `seeding 3 x ${PARTIES} parties of 5 (${appQuests}, ${plainQuests} and ${pgbenchQuests} quests each)...`,
  );
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const appMembers = await seedParties(client, {
    tag: 'la',
    parties: PARTIES,
    questsPerMember: appQuests,
    sidBase: 1_000_000,
    secret: SECRET,
  });
  const plainMembers = await seedParties(client, {
    tag: 'lp',
    parties: PARTIES,
    questsPerMember: plainQuests,
    sidBase: 2_000_000,
    secret: SECRET,
  });
  await seedParties(client, {
    tag: 'lb',
    parties: PARTIES,
    questsPerMember: pgbenchQuests,
    sidBase: 3_000_000,
    secret: SECRET,
  });
  await client.query('vacuum analyze');
  await client.end();

  const plain = await startScriptServer('plainServer.ts', {
    DATABASE_URL: db.url,
    REDIS_URL,
    SESSION_SECRET: SECRET,
    ADAPTER_KEY: `qp-bench-limit-plain-${Date.now().toString(36)}`,
  });
  const targets: HttpTarget[] = [
    {
      system: systems.app,
      url: instance.url,
      pid: instance.child.pid,
      tag: 'la',
      members: appMembers,
      perMember: appQuests,
      nextQuest: appMembers.map(() => 0),
    },
    {
      system: systems.plain,
      url: plain.url,
      pid: plain.child.pid,
      tag: 'lp',
      members: plainMembers,
      perMember: plainQuests,
      nextQuest: plainMembers.map(() => 0),
    },
  ];
  const script = pgbenchScript('lb', 3_000_000);
  console.log(`pgbench: ${WARMUP_SECONDS} s warm-up...`);
  await pgbench(db.name, script, Math.max(...CONCURRENCY), WARMUP_SECONDS, 0);
  // The three side by side at each concurrency (the other servers idle), so that a change in the
  // machine's other load moves neighbouring rows alike.
  const rows: Row[] = [];
  for (const [index, c] of CONCURRENCY.entries()) {
    for (const target of targets) rows.push(await runHttp(target, c, db.name));
    console.log(`pgbench, ${c} clients: ${PGBENCH_SECONDS} s...`);
    const pgCpu = new DatabaseCpu(db.name);
    pgCpu.start();
    const result = await pgbench(db.name, script, c, PGBENCH_SECONDS, (index + 1) * pgbenchRegion * PLAYERS);
    const used = pgCpu.stop();
    rows.push({
      system: systems.pgbench,
      concurrency: c,
      hitsPerSecond: result.tps,
      p50: result.latencies.percentile(50),
      p99: result.latencies.percentile(99),
      appCpu: Number.NaN,
      pgCpu: used / result.transactions,
      note: '',
    });
  }
  await Promise.all([instance.stop('SIGTERM'), plain.stop()]);
  const order = Object.values(systems);
  rows.sort((x, y) => order.indexOf(x.system) - order.indexOf(y.system) || x.concurrency - y.concurrency);

  // Every completion hit its boss, logged its history row and its feed entry, in all three systems.
  const check = new pg.Client({ connectionString: db.url });
  await check.connect();
  const done = await check.query<{
    tag: string;
    quests: number;
    hits: number;
    completions: number;
    events: number;
  }>(
    `select left(u.username, 2) as tag,
       (select count(*) from quests q where q.user_id = any(array_agg(u.id)) and q.completed)::int as quests,
       (select count(*) from boss_hits h where h.user_id = any(array_agg(u.id)))::int as hits,
       (select count(*) from quest_completions c where c.user_id = any(array_agg(u.id)))::int as completions,
       (select count(*) from activity_events e where e.user_id = any(array_agg(u.id)) and e.type = 'quest_completed')::int as events
     from users u group by 1 order by 1`,
  );
  await check.end();
  for (const r of done.rows) {
    console.log(
      `${r.tag}: ${r.quests} quests completed, ${r.hits} boss hits, ${r.completions} completions, ${r.events} feed entries`,
    );
    if (r.hits !== r.quests || r.completions !== r.quests || r.events !== r.quests) {
      throw new Error(`player set ${r.tag}: the completions did not all do the same work`);
    }
  }

  const top = Math.max(...CONCURRENCY);
  const at = (system: string) => rows.find((r) => r.system === system && r.concurrency === top)!;
  const ratio = at(systems.app).hitsPerSecond / at(systems.plain).hitsPerSecond;
  const dbRatio = at(systems.app).hitsPerSecond / at(systems.pgbench).hitsPerSecond;
  /** What the ratio would be if CPU were all that limits: less sensitive to the machine's other load. */
  const cpuRatio =
    (at(systems.plain).appCpu + at(systems.plain).pgCpu) / (at(systems.app).appCpu + at(systems.app).pgCpu);
  const body = [
    table(rows),
    '',
    `Hit ratio (the app's hits/s over the plain server's at ${top} concurrent): **${fmt(ratio, 2)}**; over pgbench's: ${fmt(dbRatio, 2)}. By CPU per hit (server + PostgreSQL, plain over app, at ${top} concurrent): ${fmt(cpuRatio, 2)}.`,
    '',
    `Machine: ${machine()}. ${PARTIES} parties of 5 signed-in players per system (seeded in SQL, sessions valid 14 days), bosses that do not fall, one fresh easy quest per hit; closed loops over keep-alive connections from a worker thread, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured per row (pgbench: ${PGBENCH_SECONDS} s after one ${WARMUP_SECONDS} s warm-up). Server CPU: the instance's (or plain server's) process; PostgreSQL CPU: the bench database's backends only (sampled from /proc every 50 ms), not the rest of the machine's PostgreSQL work.`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('limit', body);
  console.log(`hit ratio: ${fmt(ratio, 2)}`);
} finally {
  await db.drop();
}
