/**
 * `npm run bench:reminders`: a burst of reminders all due at the same moment, delivered by 2 real
 * instances sharing PostgreSQL and Redis (DESIGN section 9: each within 5 s of its `remindAt`,
 * exactly once). Players are seeded in SQL; a sample of them connect a socket (half to each
 * instance) and set one reminder each through `POST /api/tasks`, the rest of the burst (tasks and
 * quests with their schedule rows) is inserted in SQL, all due ~25 s ahead. Reports the delay from
 * `remindAt` to each notification row's `created_at` and to each sample socket's receipt
 * (p50/p95/p99/max), how many were delivered, duplicates, and whether p99 <= 5 s. Writes the
 * table into docs/performance.md.
 *
 * Environment: BENCH_PLAYERS (1000), BENCH_REMINDERS (10000), BENCH_SOCKETS (200 sampled players),
 * BENCH_LEAD_SECONDS (25), BENCH_WAIT_SECONDS (120: give up on stragglers after the due time),
 * BENCH_PROFILE_DIR (a folder: write the instances' CPU profiles), TEST_POSTGRES_URL, REDIS_URL. Only localhost is touched.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Keygrip from 'keygrip';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords.ts';
import { REMINDER_BATCH } from '../../server/jobs/reminderScheduler.ts';
import { createTestDatabase } from '../lib/database.ts';
import { TestClient } from '../lib/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../lib/processes.ts';
import { totalCpuMs } from './cpu.ts';
import { machine, writeSection } from './report.ts';
import { fmt, Samples } from './stats.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
const SOCKETS = Math.min(PLAYERS, Number(process.env.BENCH_SOCKETS ?? 200));
const LEAD_SECONDS = Number(process.env.BENCH_LEAD_SECONDS ?? 25);
const WAIT_SECONDS = Number(process.env.BENCH_WAIT_SECONDS ?? 120);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
/** DESIGN section 9. */
const TARGET_MS = 5000;

interface Player {
  userId: string;
  /** Signed session cookie (sampled players only). */
  cookie?: { sid: string; sig: string };
}

/** Players straight into SQL (sign-up would dominate the run); sessions for the sampled ones. */
async function seedPlayers(client: pg.Client): Promise<Player[]> {
  const ids = Array.from({ length: PLAYERS }, () => randomUUID());
  await client.query(
    `insert into users (id, email, username, password, created_at, updated_at)
     select id, 'r' || left(id::text, 18) || '@bench.local', 'r' || left(replace(id::text, '-', ''), 18), $2, now(), now()
     from unnest($1::uuid[]) as id`,
    [ids, await hashPassword('bench-password')],
  );
  const keys = new Keygrip([SECRET]);
  const players: Player[] = ids.map((userId) => ({ userId }));
  for (const player of players.slice(0, SOCKETS)) {
    const sid = randomBytes(32).toString('base64url');
    await client.query(
      `insert into session (sid, sess, expire, user_id) values ($1, $2, now() + interval '1 day', $3)`,
      [sid, JSON.stringify({ userId: player.userId, createdAt: Date.now() }), player.userId],
    );
    player.cookie = { sid, sig: keys.sign(`qp.sid=${sid}`) };
  }
  return players;
}

/** Receipt times of `reminder` notifications on the sample's sockets, by item id (per socket). */
interface Received {
  /** socket index -> item id -> receipt times (ms since epoch). */
  bySocket: Map<string, number[]>[];
}

async function connectSample(
  urls: string[],
  sample: Player[],
): Promise<{ sockets: Socket[]; received: Received }> {
  const received: Received = { bySocket: [] };
  const sockets = await Promise.all(
    sample.map(
      (player, i) =>
        new Promise<Socket>((resolve, reject) => {
          const url = urls[i % urls.length]!;
          const seen = new Map<string, number[]>();
          received.bySocket.push(seen);
          const socket = io(url, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            extraHeaders: {
              origin: url,
              cookie: `qp.sid=${player.cookie!.sid}; qp.sid.sig=${player.cookie!.sig}`,
            },
          });
          socket.on('notification', (payload: { notification: { type: string; data: { id?: unknown } } }) => {
            const at = Date.now();
            const { type, data } = payload.notification;
            if (type !== 'reminder' || typeof data.id !== 'string') return;
            seen.set(data.id, [...(seen.get(data.id) ?? []), at]);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  return { sockets, received };
}

/** One task per sampled player through the real API (validation, transaction, schedule row). */
async function remindThroughApi(
  urls: string[],
  sample: Player[],
  remindAt: string,
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const queue = [...sample.entries()];
  // A few at a time, like players setting reminders, not a request storm.
  const workers = Array.from({ length: 8 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, player] = next;
      const client = new TestClient(urls[i % urls.length]!);
      client.cookies.set('qp.sid', player.cookie!.sid);
      client.cookies.set('qp.sid.sig', player.cookie!.sig);
      const res = await client.post<{ id: string }>('/api/tasks', { title: `Bench reminder ${i}`, remindAt });
      if (res.status !== 201) throw new Error(`POST /api/tasks: ${res.status} ${JSON.stringify(res.body)}`);
      owners.set(res.body.id, player.userId);
    }
  });
  await Promise.all(workers);
  return owners;
}

/**
 * The rest of the burst in two statements: tasks and quests spread over every player, each with
 * its schedule row, as the use cases would write them.
 */
async function remindInBulk(client: pg.Client, players: Player[], count: number, dueAt: Date): Promise<void> {
  const ids = players.map((p) => p.userId);
  const tasks = Math.ceil(count / 2);
  await client.query('begin');
  await client.query(
    `with t as (
       insert into tasks (id, user_id, title, created_at, remind_at)
       select gen_random_uuid(), ($1::uuid[])[1 + g % $2], 'Bench task ' || g, now(), $3
       from generate_series(0, $4 - 1) as g returning id, user_id, remind_at)
     insert into scheduled_notifications (user_id, kind, item_id, due_at) select user_id, 'task', id, remind_at from t`,
    [ids, ids.length, dueAt, tasks],
  );
  await client.query(
    `with q as (
       insert into quests (id, user_id, title, created_at, remind_at)
       select gen_random_uuid(), ($1::uuid[])[1 + (g + 1) % $2], 'Bench quest ' || g, now(), $3
       from generate_series(0, $4 - 1) as g returning id, user_id, remind_at)
     insert into scheduled_notifications (user_id, kind, item_id, due_at) select user_id, 'quest', id, remind_at from q`,
    [ids, ids.length, dueAt, count - tasks],
  );
  await client.query('commit');
}

interface Figures {
  label: string;
  expected: number;
  delivered: number;
  duplicates: number;
  delay: Samples;
}

function row(f: Figures): string {
  const p99 = f.delay.percentile(99);
  const met = f.delivered === f.expected && f.duplicates === 0 && p99 <= TARGET_MS;
  return `| ${f.label} | ${f.expected} | ${f.delivered} | ${f.duplicates} | ${fmt(f.delay.percentile(50) / 1000, 2)} | ${fmt(f.delay.percentile(95) / 1000, 2)} | ${fmt(p99 / 1000, 2)} | ${fmt(f.delay.percentile(100) / 1000, 2)} | ${met ? 'met' : 'not met'} |`;
}

const db = await createTestDatabase();
const instances: ServerProcess[] = [];
let sockets: Socket[] = [];
const sql = new pg.Client({ connectionString: db.url });
try {
  // Let a first instance create the schema, then seed it directly.
  const migrator = await startServerProcess({
    DATABASE_URL: db.url,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
  });
  await migrator.stop('SIGTERM');
  await sql.connect();
  console.log(`seeding ${PLAYERS} players...`);
  const players = await seedPlayers(sql);
  const sample = players.slice(0, SOCKETS);

  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `qp-bench-${Date.now().toString(36)}:`,
    SESSION_SECRET: SECRET,
    JWT_SECRET: SECRET,
    EMAIL_VERIFICATION: 'off',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
      : {}),
  };
  // The default poll (REMINDER_POLL_MS 1000), as in production.
  instances.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  const urls = instances.map((i) => i.url);
  const connected = await connectSample(urls, sample);
  sockets = connected.sockets;
  console.log(`${sockets.length} sockets connected`);

  const dueAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + LEAD_SECONDS * 1000);
  const apiOwners = await remindThroughApi(urls, sample, dueAt.toISOString());
  await remindInBulk(sql, players, REMINDERS - apiOwners.size, dueAt);
  const lead = (dueAt.getTime() - Date.now()) / 1000;
  console.log(`${REMINDERS} reminders (${apiOwners.size} through the API) due in ${fmt(lead)} s`);
  if (lead <= 0) throw new Error('seeding took longer than BENCH_LEAD_SECONDS: raise it');

  await sleep(Math.max(0, dueAt.getTime() - Date.now() - 1000));
  const pids = instances.map((i) => i.child.pid);
  const cpuBefore = totalCpuMs(pids);
  // Wait for the schedule to drain and every notification to be written (bounded).
  const giveUpAt = dueAt.getTime() + WAIT_SECONDS * 1000;
  for (;;) {
    const { rows } = await sql.query<{ pending: string; written: string }>(
      `select (select count(*) from scheduled_notifications where due_at <= $1) as pending,
              (select count(*) from notifications where type = 'reminder') as written`,
      [dueAt],
    );
    if (Number(rows[0]!.pending) === 0 && Number(rows[0]!.written) >= REMINDERS) break;
    if (Date.now() > giveUpAt) {
      console.log(`gave up waiting: ${rows[0]!.pending} pending, ${rows[0]!.written} written`);
      break;
    }
    await sleep(250);
  }
  const cpu = totalCpuMs(pids) - cpuBefore;
  // Stragglers and any second delivery: several polls of both instances.
  await sleep(3000);

  const { rows } = await sql.query<{ id: string; user_id: string; created_at: Date }>(
    `select data->>'id' as id, user_id, created_at from notifications where type = 'reminder'`,
  );
  const rowDelay = new Samples();
  const perItem = new Map<string, number>();
  for (const r of rows) {
    rowDelay.add(r.created_at.getTime() - dueAt.getTime());
    perItem.set(r.id, (perItem.get(r.id) ?? 0) + 1);
  }
  const rowFigures: Figures = {
    label: 'notification row written (`created_at`)',
    expected: REMINDERS,
    delivered: perItem.size,
    duplicates: rows.length - perItem.size,
    delay: rowDelay,
  };

  // What each sampled socket should have received: every reminder of its player.
  const expectedBySocket = await sql.query<{ user_id: string; items: string[] }>(
    `select user_id, array_agg(data->>'id') as items from notifications
     where type = 'reminder' and user_id = any($1::uuid[]) group by user_id`,
    [sample.map((p) => p.userId)],
  );
  const itemsOf = new Map(expectedBySocket.rows.map((r) => [r.user_id, new Set(r.items)]));
  const socketDelay = new Samples();
  let socketExpected = 0;
  let socketDelivered = 0;
  let socketDuplicates = 0;
  for (const [i, player] of sample.entries()) {
    const seen = connected.received.bySocket[i]!;
    socketExpected += itemsOf.get(player.userId)?.size ?? 0;
    for (const [, times] of seen) {
      socketDelivered++;
      socketDuplicates += times.length - 1;
      socketDelay.add(times[0]! - dueAt.getTime());
    }
  }
  const socketFigures: Figures = {
    label: `socket receipt (${SOCKETS} sampled players, one socket each)`,
    expected: socketExpected,
    delivered: socketDelivered,
    duplicates: socketDuplicates,
    delay: socketDelay,
  };
  const span = rowDelay.percentile(100) - rowDelay.percentile(0);

  const body = [
    '| measured at | expected | delivered | duplicates | p50 s | p95 s | p99 s | max s | target (all delivered once, p99 <= 5 s) |',
    '|---|---|---|---|---|---|---|---|---|',
    row(rowFigures),
    row(socketFigures),
    '',
    `Machine: ${machine()}. ${REMINDERS} reminders (half tasks, half quests; ${apiOwners.size} set through \`POST /api/tasks\`, the rest inserted in SQL with their schedule rows) for ${PLAYERS} players, all due at the same second, delivered by 2 instances polling every 1 s (the default) and claiming up to ${REMINDER_BATCH} at a time. Delay is from \`remindAt\`; the burst was written within ${fmt(span / 1000, 2)} s of its first notification, at ${fmt(cpu / Math.max(1, rows.length), 2)} ms of instance CPU per reminder (both instances, the live pushes included).`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('reminders', body);
} finally {
  for (const s of sockets) s.disconnect();
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  await sql.end().catch(() => undefined);
  await db.drop();
}
