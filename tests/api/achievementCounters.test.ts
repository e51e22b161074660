import { type ExpressionBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261127210000_achievement_counters } from '../../db/migrations/Migration20261127210000_achievement_counters.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { type Database, db } from '../../server/data/database.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The achievement figures a completion moves are counters kept in the completion's own
 * transaction, so they must always equal what the history they replace would count; and the
 * migration that introduced them fills them from that history.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', BOSS_REST_SECONDS: '3600' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

interface Figures {
  quests_completed: number;
  hard_quests_completed: number;
  legendary_quests_completed: number;
  boss_damage: number;
}

/** Counts and sums are bigints (text from node-postgres): compared as numbers. */
type Counted = { [K in keyof Figures]: string | number | bigint | null };

/** The counters, and the same figures counted over the whole history. */
async function countersAndHistory(userId: string): Promise<{ counters: Figures | null; history: Figures }> {
  const em = server.deps.orm.em.fork();
  const counters = await db(em)
    .selectFrom('achievement_counters')
    .select(['quests_completed', 'hard_quests_completed', 'legendary_quests_completed', 'boss_damage'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const completions = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('quest_completions')
      .select((c) => c.fn.countAll().as('n'))
      .where('user_id', '=', userId);
  const history = await db(em)
    .selectNoFrom((eb) => [
      completions(eb).as('quests_completed'),
      completions(eb).where('difficulty', 'in', ['hard', 'legendary']).as('hard_quests_completed'),
      completions(eb).where('difficulty', '=', 'legendary').as('legendary_quests_completed'),
      eb
        .selectFrom('boss_hits')
        .select((h) => h.fn.coalesce(h.fn.sum('damage'), h.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .as('boss_damage'),
    ])
    .executeTakeFirstOrThrow();
  const numbers = (f: Counted | Figures): Figures => ({
    quests_completed: Number(f.quests_completed),
    hard_quests_completed: Number(f.hard_quests_completed),
    legendary_quests_completed: Number(f.legendary_quests_completed),
    boss_damage: Number(f.boss_damage),
  });
  return { counters: counters ? numbers(counters) : null, history: numbers(history) };
}

async function complete(client: TestClient, difficulty: string, viaBoss: boolean): Promise<void> {
  const quest = questSchema.parse(
    (await client.post('/api/quests', { title: `A ${difficulty} one`, difficulty })).body,
  );
  const res = viaBoss
    ? await client.post('/api/boss/damage', { questId: quest.id })
    : await client.request('PATCH', `/api/quests/${quest.id}/complete`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A second player's party, joined: its boss arrives with the second member. */
async function joinPartyWithBoss(client: TestClient, name: string): Promise<void> {
  const leader = await signedInPlayer(server);
  const party = partySchema.parse((await leader.client.post('/api/parties', { name })).body);
  expect((await client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
}

describe('achievement counters', () => {
  it('equal the completion history and the damage log after quests of every difficulty, with and without a boss', async () => {
    const player = await signedInPlayer(server);
    await complete(player.client, 'easy', false);
    await complete(player.client, 'legendary', false);
    await joinPartyWithBoss(player.client, 'Counting Crew');
    // With a party, each completion also hits its boss (one of them may defeat it): the damage counts.
    await complete(player.client, 'hard', true);
    for (const difficulty of ['medium', 'legendary', 'easy'])
      await complete(player.client, difficulty, false);
    // Parallel completions of different quests: each counts once.
    const quests = await Promise.all(
      [0, 1, 2, 3].map(async () =>
        questSchema.parse(
          (await player.client.post('/api/quests', { title: 'Race', difficulty: 'hard' })).body,
        ),
      ),
    );
    const results = await Promise.all(
      quests.map((q) => player.client.request('PATCH', `/api/quests/${q.id}/complete`)),
    );
    expect(
      results.map((r) => r.status),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual([200, 200, 200, 200]);

    const { counters, history } = await countersAndHistory(player.user.id);
    expect(history).toEqual({
      quests_completed: 10,
      hard_quests_completed: 7,
      legendary_quests_completed: 2,
      boss_damage: history.boss_damage,
    });
    expect(history.boss_damage).toBeGreaterThan(0);
    expect(counters).toEqual(history);

    // The achievements page reads the counters: its quest figure is the history's.
    const page = (await player.client.get('/api/achievements')).body as {
      id: string;
      progress: { current: number; target: number };
    }[];
    expect(page.find((a) => a.id === 'quest-apprentice')?.progress.current).toBe(
      Math.min(10, page.find((a) => a.id === 'quest-apprentice')?.progress.target ?? 0),
    );
  });

  it('the migration fills them from the history that exists', async () => {
    const player = await signedInPlayer(server);
    await joinPartyWithBoss(player.client, 'Backfill Band');
    for (const difficulty of ['hard', 'easy', 'legendary']) await complete(player.client, difficulty, true);
    const before = await countersAndHistory(player.user.id);
    expect(before.counters).toEqual(before.history);

    // Replay the migration on this database: the table as it was before, then its statements.
    const migration = new Migration20261127210000_achievement_counters(
      server.deps.orm.em.getDriver(),
      server.deps.orm.config,
    );
    await migration.down();
    await migration.up();
    const em = server.deps.orm.em.fork();
    for (const query of migration.getQueries()) {
      if (typeof query !== 'string') throw new Error('the migration writes plain SQL');
      await sql.raw(query).execute(db(em));
    }
    const after = await countersAndHistory(player.user.id);
    expect(after.counters).toEqual(before.history);
  });
});
