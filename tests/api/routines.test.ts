import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { completeQuestResponseSchema, type Quest, questSchema } from '../../protocol/api/quests.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { loadAchievementStats } from '../../server/data/achievementStats.ts';
import { db } from '../../server/data/database.ts';
import type { Clock } from '../../server/lib/clock.ts';
import { newAccount } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The server's clock, set by each test: routines open and close on the players' local days. */
let clockAt = new Date('2026-12-02T18:00:00Z');
const clock: Clock = { now: () => new Date(clockAt) };
const setClock = (iso: string) => {
  clockAt = new Date(iso);
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
    clock,
  });
});
afterAll(async () => {
  await server?.close();
});

async function playerIn(timezone: string): Promise<{ client: TestClient; userId: string }> {
  const client = server.client();
  const res = await client.post('/api/register', { ...newAccount('routine'), timezone });
  expect(res.status).toBe(201);
  return { client, userId: (res.body as { id: string }).id };
}

const newRoutine = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post('/api/quests', { title: 'Water the plants', ...body });
  expect(res.status).toBe(201);
  return questSchema.parse(res.body);
};
const complete = (client: TestClient, id: string) => client.request('PATCH', `/api/quests/${id}/complete`);
const listed = async (client: TestClient, id: string): Promise<Quest | undefined> =>
  questSchema
    .array()
    .parse((await client.get('/api/quests')).body)
    .find((q) => q.id === id);

async function completions(questId: string) {
  return db(server.deps.orm.em.fork())
    .selectFrom('quest_completions')
    .select(['experience', 'gold', 'completed_at'])
    .where('quest_id', '=', questId)
    .orderBy('completed_at')
    .execute();
}

describe('routines (DESIGN section 9)', () => {
  it('a daily routine is done until the next local midnight, then open again and paid again', async () => {
    const { client, userId } = await playerIn('America/Los_Angeles');
    // Wednesday 10:00 in Los Angeles.
    setClock('2026-12-02T18:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'daily', difficulty: 'hard' });
    expect(quest).toMatchObject({ recurrence: 'daily', completed: false, nextOpenAt: null });

    const first = await complete(client, quest.id);
    expect(first.status).toBe(200);
    const done = completeQuestResponseSchema.parse(first.body);
    expect(done.quest).toMatchObject({
      completed: true,
      completedAt: '2026-12-02T18:00:00.000Z',
      // Midnight in Los Angeles (UTC-8), not in UTC.
      nextOpenAt: '2026-12-03T08:00:00.000Z',
    });
    expect(done.rewards.experience).toBeGreaterThan(0);
    expect(await listed(client, quest.id)).toMatchObject({
      completed: true,
      nextOpenAt: '2026-12-03T08:00:00.000Z',
    });

    // Later the same local day (23:59 in Los Angeles, already Thursday in UTC): a kind 409.
    setClock('2026-12-03T07:59:00Z');
    const again = await complete(client, quest.id);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/already done for today/);
    expect(await completions(quest.id)).toHaveLength(1);

    // The next local day has started: open again, no job needed.
    setClock('2026-12-03T08:00:00Z');
    expect(await listed(client, quest.id)).toMatchObject({
      completed: false,
      completedAt: null,
      nextOpenAt: null,
    });
    const second = await complete(client, quest.id);
    expect(second.status).toBe(200);
    const doneAgain = completeQuestResponseSchema.parse(second.body);
    expect(doneAgain.rewards.experience).toBeGreaterThan(0);
    expect(doneAgain.user.gold).toBe(done.user.gold + doneAgain.rewards.gold);
    expect(doneAgain.quest.nextOpenAt).toBe('2026-12-04T08:00:00.000Z');

    // Both completions are kept, with their times and what they paid; achievements count both.
    const history = await completions(quest.id);
    expect(history.map((c) => new Date(c.completed_at).toISOString())).toEqual([
      '2026-12-02T18:00:00.000Z',
      '2026-12-03T08:00:00.000Z',
    ]);
    expect(history[1]?.experience).toBe(doneAgain.rewards.experience);
    const stats = await loadAchievementStats(server.deps.orm.em.fork(), userId, {
      level: 1,
      currentStreak: 0,
      dailyStreak: 0,
    });
    expect(stats.questsCompleted).toBe(2);
    expect(stats.hardQuestsCompleted).toBe(2);
    // Two local days in a row: the streak counts the routine like any completion.
    expect(doneAgain.user.currentStreak).toBe(2);
  });

  it('a weekdays routine done on Friday stays done over the weekend and opens on Monday', async () => {
    const { client } = await playerIn('Asia/Kathmandu');
    // Friday 11:45 in Kathmandu (UTC+05:45).
    setClock('2026-12-04T06:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'weekdays' });
    const done = completeQuestResponseSchema.parse((await complete(client, quest.id)).body);
    // Monday 00:00 in Kathmandu.
    expect(done.quest.nextOpenAt).toBe('2026-12-06T18:15:00.000Z');

    // Sunday evening: still done, and completing answers 409.
    setClock('2026-12-06T13:00:00Z');
    expect(await listed(client, quest.id)).toMatchObject({ completed: true });
    expect((await complete(client, quest.id)).status).toBe(409);

    setClock('2026-12-06T18:15:00Z');
    expect(await listed(client, quest.id)).toMatchObject({ completed: false, nextOpenAt: null });
    expect((await complete(client, quest.id)).status).toBe(200);
  });

  it('a weekly routine is due on the weekday it was created or last edited on', async () => {
    const { client } = await playerIn('Europe/Zurich');
    // Wednesday 11:00 in Zurich.
    setClock('2026-12-02T10:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'weekly' });
    const done = completeQuestResponseSchema.parse((await complete(client, quest.id)).body);
    // Next Wednesday 00:00 in Zurich (UTC+1).
    expect(done.quest.nextOpenAt).toBe('2026-12-08T23:00:00.000Z');

    // Monday: still done. Editing a done routine is allowed.
    setClock('2026-12-07T10:00:00Z');
    expect(await listed(client, quest.id)).toMatchObject({ completed: true });
    const edited = await client.request('PATCH', `/api/quests/${quest.id}`, { title: 'Water the ferns' });
    expect(edited.status).toBe(200);
    // Edited on a Monday, it is now due on Mondays: the next Monday after its Wednesday completion is today.
    expect(questSchema.parse(edited.body)).toMatchObject({
      title: 'Water the ferns',
      completed: false,
      nextOpenAt: null,
    });
    const monday = completeQuestResponseSchema.parse((await complete(client, quest.id)).body);
    expect(monday.quest.nextOpenAt).toBe('2026-12-13T23:00:00.000Z');
  });

  it('two completions at once pay exactly once', async () => {
    const { client } = await playerIn('Europe/Zurich');
    setClock('2026-12-10T10:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'daily' });
    const before = (await client.get('/api/user')).body as { gold: number };
    const results = await Promise.all([complete(client, quest.id), complete(client, quest.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = completeQuestResponseSchema.parse(results.find((r) => r.status === 200)?.body);
    const after = (await client.get('/api/user')).body as { gold: number };
    expect(after.gold - before.gold).toBe(winner.rewards.gold);
    expect(await completions(quest.id)).toHaveLength(1);
  });

  it('one-off quests are unchanged: completed for good, 409 on a second completion', async () => {
    const { client } = await playerIn('Europe/Zurich');
    setClock('2026-12-11T10:00:00Z');
    const quest = await newRoutine(client, {});
    expect(quest.recurrence).toBeNull();
    const done = completeQuestResponseSchema.parse((await complete(client, quest.id)).body);
    expect(done.quest).toMatchObject({ completed: true, nextOpenAt: null });
    // Days later it is still completed.
    setClock('2026-12-15T10:00:00Z');
    expect(await listed(client, quest.id)).toMatchObject({ completed: true, nextOpenAt: null });
    const again = await complete(client, quest.id);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe('This quest is already completed.');
    expect(await completions(quest.id)).toHaveLength(1);
    // Still history: not abandoned, not edited.
    expect((await client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(409);
  });

  it('a done routine can be deleted; its completions stay in the history', async () => {
    const { client, userId } = await playerIn('Europe/Zurich');
    setClock('2026-12-16T10:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'daily' });
    expect((await complete(client, quest.id)).status).toBe(200);
    expect((await client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(204);
    expect(await listed(client, quest.id)).toBeUndefined();
    const row = await db(server.deps.orm.em.fork())
      .selectFrom('quest_completions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('quest_id', 'is', null)
      .executeTakeFirst();
    expect(Number(row?.n)).toBe(1);
  });

  it('a routine done today that becomes a one-off quest stays done', async () => {
    const { client } = await playerIn('Europe/Zurich');
    setClock('2026-12-17T10:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'daily' });
    expect((await complete(client, quest.id)).status).toBe(200);
    const edited = await client.request('PATCH', `/api/quests/${quest.id}`, { recurrence: null });
    expect(edited.status).toBe(200);
    expect(questSchema.parse(edited.body)).toMatchObject({
      recurrence: null,
      completed: true,
      nextOpenAt: null,
    });
    setClock('2026-12-18T10:00:00Z');
    expect((await complete(client, quest.id)).status).toBe(409);
  });

  it('hits the party boss once per completed day', async () => {
    const { client } = await playerIn('Europe/Zurich');
    expect((await client.post('/api/parties', { name: 'Morning Crew' })).status).toBe(201);
    setClock('2026-12-20T10:00:00Z');
    const quest = await newRoutine(client, { recurrence: 'daily', difficulty: 'easy' });
    const first = await client.post('/api/boss/damage', { questId: quest.id });
    expect(first.status).toBe(200);
    const healthAfterFirst = dealDamageResponseSchema.parse(first.body).boss.currentHealth;
    expect((await client.post('/api/boss/damage', { questId: quest.id })).status).toBe(409);
    setClock('2026-12-21T10:00:00Z');
    const second = await client.post('/api/boss/damage', { questId: quest.id });
    expect(second.status).toBe(200);
    const hit = dealDamageResponseSchema.parse(second.body);
    expect(hit.damage).toBeGreaterThan(0);
    expect(hit.boss.currentHealth).toBe(healthAfterFirst - hit.damage);
    expect(await completions(quest.id)).toHaveLength(2);
  });

  it('answers 404 for another player’s routine and leaves it open', async () => {
    const owner = await playerIn('Europe/Zurich');
    const other = await playerIn('Europe/Zurich');
    setClock('2026-12-19T10:00:00Z');
    const quest = await newRoutine(owner.client, { recurrence: 'daily' });
    expect((await complete(other.client, quest.id)).status).toBe(404);
    expect(await listed(owner.client, quest.id)).toMatchObject({ completed: false });
  });
});
