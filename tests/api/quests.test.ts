import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '../../protocol/api/activity.ts';
import { completeQuestResponseSchema, questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function createQuest(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/quests', body);
  expect(res.status).toBe(201);
  return questSchema.parse(res.body);
}

describe('quests', () => {
  it('creates quests with the spec defaults and rewards from the difficulty, ignoring client rewards', async () => {
    const { client, user } = await signedInPlayer(server);
    const plain = await createQuest(client, { title: '  Tidy the desk  ' });
    expect(plain).toMatchObject({
      title: 'Tidy the desk',
      description: null,
      difficulty: 'medium',
      questType: 'main',
      experienceReward: 25,
      goldReward: 15,
      completed: false,
      completedAt: null,
      dueDate: null,
      userId: user.id,
    });
    const greedy = await createQuest(client, {
      title: 'Cheat',
      difficulty: 'easy',
      experienceReward: 100000,
      goldReward: 100000,
      completed: true,
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(greedy).toMatchObject({ experienceReward: 10, goldReward: 5, completed: false, userId: user.id });
    const due = await createQuest(client, {
      title: 'File taxes',
      difficulty: 'legendary',
      questType: 'side',
      dueDate: '2026-12-01T09:30:00.000Z',
      description: 'Gather receipts first',
    });
    expect(due).toMatchObject({ experienceReward: 100, goldReward: 75, dueDate: '2026-12-01T09:30:00.000Z' });

    const list = await client.get('/api/quests');
    expect(list.status).toBe(200);
    expect((list.body as unknown[]).map((q) => questSchema.parse(q).title).sort()).toEqual(
      ['Cheat', 'File taxes', 'Tidy the desk'].sort(),
    );
  });

  it.each([
    [{}, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x', difficulty: 'epic' }, 'difficulty', 'Difficulty must be easy, medium, hard or legendary'],
    [{ title: 'x', questType: 'monthly' }, 'questType', 'Quest type must be daily, weekly, main or side'],
    [{ title: 'x', dueDate: 'tomorrow' }, 'dueDate', 'Due date must be a date and time'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  ])('answers 400 Validation failed for %j', async (body, field, message) => {
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/quests', body);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('Validation failed');
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path: [field], message });
  });

  it.each([
    ['easy', 10, 5],
    ['medium', 25, 15],
    ['hard', 50, 30],
    ['legendary', 100, 75],
  ] as const)('completing a %s quest grants %i XP and %i gold, once', async (difficulty, xp, gold) => {
    const { client, user } = await signedInPlayer(server);
    const quest = await createQuest(client, { title: `A ${difficulty} quest`, difficulty });
    const res = await client.request('PATCH', `/api/quests/${quest.id}/complete`);
    expect(res.status).toBe(200);
    const body = completeQuestResponseSchema.parse(res.body);
    expect(body.rewards).toEqual({ experience: xp, gold });
    expect(body.quest.completed).toBe(true);
    expect(body.quest.completedAt).not.toBeNull();
    expect(body.user.gold).toBe(user.gold + gold);
    expect(body.user.points).toBe(xp);
    const again = await client.request('PATCH', `/api/quests/${quest.id}/complete`);
    expect(again.status).toBe(409);
    const me = userSchema.parse((await client.get('/api/auth/user')).body);
    expect(me.gold).toBe(user.gold + gold);
    // The answer is made from the written rows, not from an entity: it says what a read says after.
    expect(body.user).toEqual(me);
    const listed = (await client.get('/api/quests')).body as unknown[];
    expect(listed.map((q) => questSchema.parse(q)).find((q) => q.id === quest.id)).toEqual(body.quest);
  });

  it('raises several levels at once with carry-over and reports it', async () => {
    const { client } = await signedInPlayer(server);
    let last: ReturnType<typeof completeQuestResponseSchema.parse> | undefined;
    // 3 legendary quests: 300 XP = level 1 (75) + level 2 (109) + 116 toward level 3 (148).
    for (let i = 0; i < 3; i++) {
      const q = await createQuest(client, { title: `Legend ${i}`, difficulty: 'legendary' });
      last = completeQuestResponseSchema.parse(
        (await client.request('PATCH', `/api/quests/${q.id}/complete`)).body,
      );
    }
    expect(last!.user).toMatchObject({ level: 3, experience: 116, experienceToNext: 148 });
    // Each completion that raised a level wrote its own feed entry, with the level reached.
    const feed = activityListSchema.parse((await client.get('/api/activity?limit=20')).body);
    expect(
      feed
        .filter((f) => f.type === 'level_up')
        .map((f) => [f.subject, f.data])
        .sort(),
    ).toEqual([
      ['2', { level: 2, levelsGained: 1 }],
      ['3', { level: 3, levelsGained: 1 }],
    ]);
    const first = await signedInPlayer(server);
    const q = await createQuest(first.client, { title: 'Big one', difficulty: 'legendary' });
    const body = completeQuestResponseSchema.parse(
      (await first.client.request('PATCH', `/api/quests/${q.id}/complete`)).body,
    );
    expect(body).toMatchObject({ levelUp: true, levelsGained: 1 });
    expect(body.user).toMatchObject({ level: 2, experience: 25, experienceToNext: 109 });
  });

  it('lets exactly one of 20 parallel completions through and grants one reward', async () => {
    const { client, user } = await signedInPlayer(server);
    const quest = await createQuest(client, { title: 'Race me', difficulty: 'hard' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.request('PATCH', `/api/quests/${quest.id}/complete`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const me = userSchema.parse((await client.get('/api/user')).body);
    expect(me).toMatchObject({ gold: user.gold + 30, experience: 50, points: 50 });
    const feed = activityListSchema.parse((await client.get('/api/activity')).body);
    expect(feed.filter((f) => f.type === 'quest_completed')).toHaveLength(1);
  });

  it('abandons an active quest, refuses to abandon a completed one', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await createQuest(client, { title: 'Maybe later' });
    expect((await client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(204);
    expect((await client.get('/api/quests')).body).toEqual([]);
    const done = await createQuest(client, { title: 'Done' });
    await client.request('PATCH', `/api/quests/${done.id}/complete`);
    const res = await client.request('DELETE', `/api/quests/${done.id}`);
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/completed quest cannot be abandoned/);
  });

  it("keeps another player's quests invisible and untouchable (404)", async () => {
    const alice = await signedInPlayer(server);
    const bob = await signedInPlayer(server);
    const quest = await createQuest(alice.client, { title: "Alice's secret" });
    expect((await bob.client.get('/api/quests')).body).toEqual([]);
    expect((await bob.client.request('PATCH', `/api/quests/${quest.id}/complete`)).status).toBe(404);
    expect((await bob.client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(404);
    expect((await bob.client.request('PATCH', '/api/quests/not-a-uuid/complete')).status).toBe(404);
    const still = questSchema.array().parse((await alice.client.get('/api/quests')).body);
    expect(still[0]).toMatchObject({ id: quest.id, completed: false });
  });

  it('answers 401 to signed-out calls', async () => {
    const anon = server.client();
    expect((await anon.get('/api/quests')).status).toBe(401);
    expect((await anon.post('/api/quests', { title: 'x' })).status).toBe(401);
    expect(
      (await anon.request('PATCH', '/api/quests/00000000-0000-4000-8000-000000000000/complete')).status,
    ).toBe(401);
    expect((await anon.request('DELETE', '/api/quests/00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
  });

  it('records quest, level-up and achievement entries in the activity feed, newest first', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await createQuest(client, { title: 'First blood', difficulty: 'legendary' });
    const body = completeQuestResponseSchema.parse(
      (await client.request('PATCH', `/api/quests/${quest.id}/complete`)).body,
    );
    expect(body.achievements.map((a) => a.id)).toEqual(
      expect.arrayContaining(['first-quest', 'brave-heart', 'legend-slayer']),
    );
    expect(body.achievements[0]!.translations.de.title).toBeTruthy();
    const feed = activityListSchema.parse((await client.get('/api/activity?limit=10')).body);
    expect(feed.map((f) => f.type)).toEqual(
      expect.arrayContaining(['quest_completed', 'level_up', 'achievement_unlocked']),
    );
    expect(feed.find((f) => f.type === 'quest_completed')).toMatchObject({
      subject: 'First blood',
      data: { experience: 100, gold: 75 },
    });
    expect((await client.get('/api/activity?limit=1000')).status).toBe(400);
  });
});
