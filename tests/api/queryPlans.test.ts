import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { onQuery } from '../../server/data/database.ts';
import { onStatement } from '../../server/data/prepared.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The hot paths read through indexes, whatever the tables hold. The statements a real
 * boss hit, a quest list and a session load send are recorded at the connection (the ORM's), as
 * `db()` sends them (server/data's Kysely queries) and as `run()` sends them (the named prepared
 * statements), then each read is explained with sequential scans priced out
 * (`enable_seqscan = off`): a table still read whole (a sequential scan, or an index walked end to
 * end with no condition) has no index for that read, and its cost would grow with every player's
 * history.
 */

/** Tables that grow with players and their history (the catalogues are small and fixed). */
const GROWING = [
  'users',
  'session',
  'quests',
  'tasks',
  'quest_completions',
  'boss_hits',
  'bosses',
  'parties',
  'notifications',
  'activity_events',
  'focus_sessions',
  'inventory_entries',
  'companions',
  'user_achievements',
  'boss_rewards',
  'clan_activities',
  'scheduled_notifications',
];

interface Recorded {
  text: string;
  params: unknown[];
  /** `?` placeholders (the ORM's connection) or `$1..$n` (a Kysely query or a hot statement). */
  placeholders: '?' | '$';
}

let server: TestServer;
let recorded: Recorded[] = [];
let recording = false;
let stopRecordingHot: (() => void) | undefined;
let stopRecordingQueries: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', BOSS_REST_SECONDS: '3600' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
  const connection = server.deps.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  // Every statement of the ORM passes here.
  connection.execute = ((text: unknown, params?: unknown[], ...rest: unknown[]) => {
    if (recording && typeof text === 'string')
      recorded.push({ text, params: [...(params ?? [])], placeholders: '?' });
    return (execute as (...args: unknown[]) => unknown)(text, params, ...rest);
  }) as typeof connection.execute;
  // Kysely queries and the hot statements bypass `execute` (their values travel apart from the text).
  const recordSent = (text: string, params: readonly unknown[]) => {
    if (recording) recorded.push({ text, params: [...params], placeholders: '$' });
  };
  stopRecordingQueries = onQuery(recordSent);
  stopRecordingHot = onStatement(recordSent);
});
afterAll(async () => {
  stopRecordingQueries?.();
  stopRecordingHot?.();
  await server?.close();
});

async function record(action: () => Promise<void>): Promise<Recorded[]> {
  recorded = [];
  recording = true;
  try {
    await action();
  } finally {
    recording = false;
  }
  return recorded;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Scans of a growing table that read all of it: sequential, or an index walked with no condition. */
function fullScans(node: PlanNode): string[] {
  const table = node['Relation Name'];
  const whole =
    table !== undefined &&
    GROWING.includes(table) &&
    (node['Node Type'] === 'Seq Scan' ||
      (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined));
  return [...(whole ? [`${node['Node Type']} on ${table}`] : []), ...(node.Plans ?? []).flatMap(fullScans)];
}

/** Each recorded read's whole-table scans, with sequential scans priced out. */
async function wholeTableReads(statements: Recorded[]): Promise<string[]> {
  const em: Em = server.deps.orm.em.fork();
  const found: string[] = [];
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    await connection.execute('set local enable_seqscan = off', [], 'run', tx.getTransactionContext());
    for (const { text, params, placeholders } of statements) {
      if (!/^\s*(select|with)\b/i.test(text)) continue;
      const explain = `explain (format json) ${text}`;
      const [row] =
        placeholders === '?'
          ? await connection.execute<{ 'QUERY PLAN': unknown }[]>(
              explain,
              params,
              'all',
              tx.getTransactionContext(),
            )
          : ((
              await tx
                .getTransactionContext<Kysely<unknown>>()!
                .executeQuery(CompiledQuery.raw(explain, params))
            ).rows as { 'QUERY PLAN': unknown }[]);
      const raw = row?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      for (const scan of fullScans(plan[0]!.Plan)) {
        found.push(`${scan}: ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
    }
  });
  return found;
}

async function newQuest(client: TestClient): Promise<string> {
  return questSchema.parse(
    (await client.post('/api/quests', { title: 'Sweep the hall', difficulty: 'easy' })).body,
  ).id;
}

describe('hot paths read through indexes (EXPLAIN)', () => {
  it('a boss hit, the quest and task lists, the session load and the boss screen scan no growing table', async () => {
    const leader = await signedInPlayer(server);
    const member = await signedInPlayer(server);
    const party = partySchema.parse(
      (await leader.client.post('/api/parties', { name: 'Plan Readers' })).body,
    );
    expect((await member.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    // Some history first, so the reads have rows to choose from.
    for (let i = 0; i < 3; i++) {
      expect(
        (await member.client.post('/api/boss/damage', { questId: await newQuest(member.client) })).status,
      ).toBe(200);
    }
    const questId = await newQuest(member.client);

    const statements = await record(async () => {
      expect((await member.client.post('/api/boss/damage', { questId })).status).toBe(200);
      expect((await member.client.get('/api/quests')).status).toBe(200);
      expect((await member.client.get('/api/tasks')).status).toBe(200);
      expect((await member.client.get('/api/boss/current')).status).toBe(200);
      expect((await member.client.get('/api/auth/user')).status).toBe(200);
    });
    // The recording saw the hit's statements and the hot reads (a mutation check: without it
    // nothing is explained).
    expect(statements.some((s) => /boss_hits/.test(s.text))).toBe(true);
    // ...and the boss screen's latest hits, a Kysely query (quoted names), seen through `onQuery`.
    expect(statements.some((s) => s.placeholders === '$' && /from "boss_hits"/.test(s.text))).toBe(true);
    for (const table of ['session', 'quests', 'tasks']) {
      expect(
        statements.some((s) => s.placeholders === '$' && new RegExp(`from "${table}"`).test(s.text)),
      ).toBe(true);
    }
    expect(await wholeTableReads(statements)).toEqual([]);
  });
});
