import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_MAX, checklistItemSchema } from '../../protocol/api/planning.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** DESIGN 13: estimates, energy and checklists on quests and tasks; the quick add's Profile switch. */

let server: TestServer;
let client: TestClient;
let other: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
  ({ client } = await signedInPlayer(server));
  ({ client: other } = await signedInPlayer(server));
});
afterAll(async () => {
  await server?.close();
});

const issues = (body: unknown) => errorBodySchema.parse(body).issues?.map((i) => i.message) ?? [];

describe('estimates, energy and priority', () => {
  it('are taken on create and edit, answered, listed, and cleared with null', async () => {
    const created = await client.post('/api/quests', {
      title: 'Write the report',
      estimateMinutes: 45,
      energy: 'high',
      priority: 'high',
    });
    expect(created.status).toBe(201);
    const quest = questSchema.parse(created.body);
    expect(quest).toMatchObject({ estimateMinutes: 45, energy: 'high', priority: 'high', checklist: [] });
    const edited = questSchema.parse(
      (await client.request('PATCH', `/api/quests/${quest.id}`, { estimateMinutes: null, energy: 'low' }))
        .body,
    );
    expect(edited).toMatchObject({ estimateMinutes: null, energy: 'low', priority: 'high' });
    const listed = (await client.get('/api/quests')).body as unknown[];
    expect(listed.map((q) => questSchema.parse(q)).find((q) => q.id === quest.id)).toMatchObject({
      energy: 'low',
      priority: 'high',
    });

    const task = taskSchema.parse(
      (
        await client.post('/api/tasks', {
          title: 'Reply to the landlord',
          estimateMinutes: 10,
          energy: 'low',
        })
      ).body,
    );
    expect(task).toMatchObject({ estimateMinutes: 10, energy: 'low', checklist: [] });
    const taskEdited = taskSchema.parse(
      (await client.request('PATCH', `/api/tasks/${task.id}`, { estimateMinutes: 600 })).body,
    );
    expect(taskEdited).toMatchObject({ estimateMinutes: 600, energy: 'low' });
  });

  it.each([
    [{ title: 'x', estimateMinutes: 0 }, 'Estimate must be a whole number of minutes from 1 to 600'],
    [{ title: 'x', estimateMinutes: 601 }, 'Estimate must be a whole number of minutes from 1 to 600'],
    [{ title: 'x', estimateMinutes: 2.5 }, 'Estimate must be a whole number of minutes from 1 to 600'],
    [{ title: 'x', estimateMinutes: '20' }, 'Estimate must be a whole number of minutes from 1 to 600'],
    [{ title: 'x', energy: 'extreme' }, 'Energy must be low, medium or high'],
  ])('refuse %j with 400 and write nothing', async (body, message) => {
    const before = ((await client.get('/api/tasks')).body as unknown[]).length;
    for (const path of ['/api/quests', '/api/tasks']) {
      const res = await client.post(path, body);
      expect(res.status).toBe(400);
      expect(issues(res.body)).toContain(message);
    }
    expect(((await client.get('/api/tasks')).body as unknown[]).length).toBe(before);
  });
});

describe('checklists', () => {
  for (const kind of ['quests', 'tasks'] as const) {
    it(`on ${kind}: add, tick, rename and remove steps, in order, answered with the item`, async () => {
      const owner = (await client.post(`/api/${kind}`, { title: `Clean the flat (${kind})` })).body as {
        id: string;
      };
      const base = `/api/${kind}/${owner.id}/checklist`;
      const first = await client.post(base, { text: '  Kitchen  ' });
      expect(first.status).toBe(201);
      const kitchen = checklistItemSchema.parse(first.body);
      expect(kitchen).toMatchObject({ text: 'Kitchen', done: false });
      const bath = checklistItemSchema.parse((await client.post(base, { text: 'Bathroom' })).body);
      const ticked = await client.request('PATCH', `${base}/${kitchen.id}`, { done: true });
      expect(ticked.status).toBe(200);
      expect(checklistItemSchema.parse(ticked.body)).toEqual({ ...kitchen, done: true });
      const renamed = await client.request('PATCH', `${base}/${bath.id}`, { text: 'Bathroom and mirror' });
      expect(checklistItemSchema.parse(renamed.body)).toEqual({ ...bath, text: 'Bathroom and mirror' });
      const listed = ((await client.get(`/api/${kind}`)).body as { id: string; checklist: unknown }[]).find(
        (item) => item.id === owner.id,
      );
      expect(listed?.checklist).toEqual([
        { ...kitchen, done: true },
        { ...bath, text: 'Bathroom and mirror' },
      ]);
      expect((await client.request('DELETE', `${base}/${kitchen.id}`)).status).toBe(204);
      expect((await client.request('DELETE', `${base}/${kitchen.id}`)).status).toBe(404);
      const after = ((await client.get(`/api/${kind}`)).body as { id: string; checklist: unknown[] }[]).find(
        (item) => item.id === owner.id,
      );
      expect(after?.checklist).toHaveLength(1);
    });
  }

  it(`holds at most ${CHECKLIST_MAX} steps: the next one answers 409, even when they race`, async () => {
    const quest = questSchema.parse((await client.post('/api/quests', { title: 'Pack for the trip' })).body);
    const base = `/api/quests/${quest.id}/checklist`;
    const results = await Promise.all(
      Array.from({ length: CHECKLIST_MAX + 5 }, (_, i) => client.post(base, { text: `Item ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(CHECKLIST_MAX);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    expect(errorBodySchema.parse(refused[0]!.body).message).toBe(
      `A checklist holds at most ${CHECKLIST_MAX} steps. Finish or remove one first.`,
    );
    const listed = ((await client.get('/api/quests')).body as { id: string; checklist: unknown[] }[]).find(
      (q) => q.id === quest.id,
    );
    expect(listed?.checklist).toHaveLength(CHECKLIST_MAX);
  });

  it("refuses another player's quest and bad input with a clear 4xx, writing nothing", async () => {
    const quest = questSchema.parse((await client.post('/api/quests', { title: 'Mine' })).body);
    const base = `/api/quests/${quest.id}/checklist`;
    const item = checklistItemSchema.parse((await client.post(base, { text: 'Step one' })).body);
    const theirs = await other.post(base, { text: 'Sneaky' });
    expect(theirs.status).toBe(404);
    expect(errorBodySchema.parse(theirs.body).message).toBe('Quest not found');
    expect((await other.request('PATCH', `${base}/${item.id}`, { done: true })).status).toBe(404);
    expect((await other.request('DELETE', `${base}/${item.id}`)).status).toBe(404);
    expect((await client.post('/api/quests/not-a-uuid/checklist', { text: 'x' })).status).toBe(404);
    expect((await client.request('PATCH', `${base}/not-a-uuid`, { done: true })).status).toBe(404);
    for (const [body, message] of [
      [{}, 'Text is required'],
      [{ text: '   ' }, 'Text is required'],
      [{ text: 'x'.repeat(2000) }, 'Text must be at most 200 characters'],
      [{ text: 'bad\u0000text' }, 'Text may not contain NUL bytes or broken Unicode characters'],
    ] as const) {
      const res = await client.post(base, body);
      expect(res.status).toBe(400);
      expect(issues(res.body)).toContain(message);
    }
    const nothing = await client.request('PATCH', `${base}/${item.id}`, {});
    expect(nothing.status).toBe(400);
    expect((await client.request('PATCH', `${base}/${item.id}`, { done: 'yes' })).status).toBe(400);
    const listed = ((await client.get('/api/quests')).body as { id: string; checklist: unknown[] }[]).find(
      (q) => q.id === quest.id,
    );
    expect(listed?.checklist).toEqual([item]);
  });

  it('gives no reward: ticking every step pays nothing, completing the quest pays once', async () => {
    const before = userSchema.parse((await client.get('/api/auth/user')).body);
    const quest = questSchema.parse(
      (await client.post('/api/quests', { title: 'Tiny steps', difficulty: 'easy' })).body,
    );
    const base = `/api/quests/${quest.id}/checklist`;
    const item = checklistItemSchema.parse((await client.post(base, { text: 'Only step' })).body);
    await client.request('PATCH', `${base}/${item.id}`, { done: true });
    const ticked = userSchema.parse((await client.get('/api/auth/user')).body);
    expect({ xp: ticked.experience, gold: ticked.gold }).toEqual({
      xp: before.experience,
      gold: before.gold,
    });
    expect((await client.request('PATCH', `/api/quests/${quest.id}/complete`)).status).toBe(200);
    const done = userSchema.parse((await client.get('/api/auth/user')).body);
    expect(done.gold).toBeGreaterThan(before.gold);
  });
});

describe("the quick add's Profile switch", () => {
  it('is on by default, turns off and on, and refuses a non-boolean', async () => {
    expect(userSchema.parse((await client.get('/api/auth/user')).body).quickAddParsing).toBe(true);
    const off = await client.request('PATCH', '/api/user', { quickAddParsing: false });
    expect(off.status).toBe(200);
    expect(userSchema.parse((await client.get('/api/auth/user')).body).quickAddParsing).toBe(false);
    const bad = await client.request('PATCH', '/api/user', { quickAddParsing: 'no' });
    expect(bad.status).toBe(400);
    expect(issues(bad.body)).toContain('quickAddParsing must be true or false');
    await client.request('PATCH', '/api/user', { quickAddParsing: true });
    expect(userSchema.parse((await client.get('/api/auth/user')).body).quickAddParsing).toBe(true);
  });
});
