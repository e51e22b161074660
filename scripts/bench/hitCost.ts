/**
 * `npm run bench:hit`: the cost of one boss hit on one instance, apart from the broadcast fan-out:
 * a party of five on one real instance (PostgreSQL), each member completing quests against a
 * boss that does not fall, one request at a time. Reports the instance's CPU per hit and the
 * request's round trip (p50/p99). The figure that decides how long a hit holds the event loop
 * that also delivers every other party's broadcasts.
 *
 * Environment: BENCH_HITS (400), BENCH_PROFILE_DIR (a folder: write the instance's CPU profile).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '../lib/database.ts';
import { TestClient } from '../lib/httpClient.ts';
import { startServerProcess } from '../lib/processes.ts';
import { cpuMs, postgresCpuMs } from './cpu.ts';
import { machine, writeSection } from './report.ts';
import { fmt, Samples } from './stats.ts';

const HITS = Number(process.env.BENCH_HITS ?? 400);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const SECRET = randomBytes(32).toString('base64url');

const db = await createTestDatabase();
try {
  const instance = await startServerProcess({
    DATABASE_URL: db.url,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
      : {}),
  });
  const players: TestClient[] = [];
  for (let i = 0; i < 5; i++) {
    const client = new TestClient(instance.url);
    const name = `hit${i}${randomBytes(3).toString('hex')}`;
    const res = await client.post('/api/register', {
      email: `${name}@bench.local`,
      username: name,
      password: 'bench-password',
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    players.push(client);
  }
  const created = await players[0]!.post<{ id: string }>('/api/parties', { name: 'Hit bench' });
  if (created.status !== 201) throw new Error(`party: ${created.status} ${JSON.stringify(created.body)}`);
  for (const p of players.slice(1)) {
    const joined = await p.post(`/api/parties/${created.body.id}/join`);
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  await sql.query('update bosses set max_health = 1000000000, current_health = 1000000000');
  const perPlayer = Math.ceil((HITS + WARMUP) / players.length);
  const quests: string[][] = [];
  for (const p of players) {
    const me = await p.get<{ id: string }>('/api/user');
    const rows = await sql.query<{ id: string }>(
      `insert into quests (id, user_id, title, difficulty, quest_type, experience_reward, gold_reward, completed, created_at)
       select gen_random_uuid(), $1, 'Bench quest', 'easy', 'main', 10, 5, false, now() from generate_series(1, $2) returning id`,
      [me.body.id, perPlayer],
    );
    quests.push(rows.rows.map((r) => r.id));
  }
  await sql.end();
  const hit = async (n: number) => {
    const p = n % players.length;
    const res = await players[p]!.post('/api/boss/damage', { questId: quests[p]!.pop() });
    if (res.status !== 200) throw new Error(`hit: ${res.status} ${JSON.stringify(res.body)}`);
  };
  for (let n = 0; n < WARMUP; n++) await hit(n);
  const roundTrip = new Samples();
  const before = cpuMs(instance.child.pid);
  const pgBefore = postgresCpuMs();
  for (let n = 0; n < HITS; n++) {
    const t = performance.now();
    await hit(n);
    roundTrip.add(performance.now() - t);
  }
  const cpu = (cpuMs(instance.child.pid) - before) / HITS;
  const pgCpu = (postgresCpuMs() - pgBefore) / HITS;
  const body = [
    '| hits | instance CPU ms/hit | PostgreSQL CPU ms/hit | round trip p50 ms | round trip p99 ms |',
    '|---|---|---|---|---|',
    `| ${HITS} | ${fmt(cpu, 2)} | ${fmt(pgCpu, 2)} | ${fmt(roundTrip.percentile(50), 2)} | ${fmt(roundTrip.percentile(99), 2)} |`,
    '',
    `Machine: ${machine()}. One instance, a party of five, one hit at a time after ${WARMUP} warm-up hits; \`POST /api/boss/damage\` with the session cookie, answered 200.`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('hit', body);
  await instance.stop('SIGTERM');
} finally {
  await db.drop();
}
