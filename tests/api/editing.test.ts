import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** How far the server's clock is ahead of the system's: a test moves time instead of sleeping. */
let clockOffsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({
    clock: shiftedClock(() => clockOffsetMs),
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

const newQuest = async (client: TestClient, body: Record<string, unknown> = {}) =>
  questSchema.parse((await client.post('/api/quests', { title: 'Water the plants', ...body })).body);
const newTask = async (client: TestClient, body: Record<string, unknown> = {}) =>
  taskSchema.parse((await client.post('/api/tasks', { title: 'Reply to Sam', ...body })).body);
const patch = (client: TestClient, path: string, body: unknown) => client.request('PATCH', path, body);

describe('PATCH /api/quests/{id}', () => {
  it('changes only the fields given; a new difficulty brings its rewards from the table', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await newQuest(client, {
      description: 'The ones by the window',
      dueDate: '2030-01-02T09:00:00.000Z',
    });
    const renamed = await patch(client, `/api/quests/${quest.id}`, { title: '  Water the ferns ' });
    expect(renamed.status).toBe(200);
    expect(questSchema.parse(renamed.body)).toMatchObject({
      title: 'Water the ferns',
      description: 'The ones by the window',
      difficulty: 'medium',
      experienceReward: 25,
      goldReward: 15,
      dueDate: '2030-01-02T09:00:00.000Z',
    });
    const harder = await patch(client, `/api/quests/${quest.id}`, {
      difficulty: 'legendary',
      questType: 'side',
      description: null,
      dueDate: '2030-02-03T10:30:00+01:00',
      experienceReward: 99999,
      goldReward: 99999,
      completed: true,
    });
    expect(harder.status).toBe(200);
    expect(questSchema.parse(harder.body)).toMatchObject({
      title: 'Water the ferns',
      description: null,
      difficulty: 'legendary',
      questType: 'side',
      experienceReward: 100,
      goldReward: 75,
      completed: false,
      dueDate: '2030-02-03T09:30:00.000Z',
    });
    const cleared = questSchema.parse(
      (await patch(client, `/api/quests/${quest.id}`, { dueDate: null })).body,
    );
    expect(cleared.dueDate).toBeNull();
    // The list shows the edit, and completing it pays the new difficulty's rewards.
    const listed = questSchema.array().parse((await client.get('/api/quests')).body);
    expect(listed.find((q) => q.id === quest.id)).toMatchObject({
      title: 'Water the ferns',
      difficulty: 'legendary',
    });
    const done = await patch(client, `/api/quests/${quest.id}/complete`, undefined);
    expect(done.status).toBe(200);
    expect((done.body as { rewards: { experience: number } }).rewards.experience).toBeGreaterThanOrEqual(100);
  });

  it.each([
    ['title', { title: '   ' }],
    ['title', { title: null }],
    ['title', { title: 'x'.repeat(201) }],
    ['description', { description: 'x'.repeat(2001) }],
    ['difficulty', { difficulty: 'epic' }],
    ['questType', { questType: 'chore' }],
    ['dueDate', { dueDate: 'tomorrow' }],
    ['dueDate', { dueDate: '2030-01-02T09:00:00' }],
    ['title', { title: 'a\u0000b' }],
  ])('answers 400 for a bad %s, as create does (case %#)', async (field, body) => {
    const { client } = await signedInPlayer(server);
    const quest = await newQuest(client);
    const res = await patch(client, `/api/quests/${quest.id}`, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    const created = await client.post('/api/quests', { title: 'Same rules', ...body });
    expect(created.status).toBe(400);
  });

  it('answers 400 when there is nothing to change', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await newQuest(client);
    for (const body of [{}, { rewards: 5 }]) {
      const res = await patch(client, `/api/quests/${quest.id}`, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Nothing to change');
    }
  });

  it("answers 404 for another player's quest and an unknown id, 409 for a completed one", async () => {
    const owner = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const quest = await newQuest(owner.client);
    expect((await patch(other.client, `/api/quests/${quest.id}`, { title: 'Mine now' })).status).toBe(404);
    expect(
      (await patch(owner.client, '/api/quests/00000000-0000-4000-8000-000000000000', { title: 'x' })).status,
    ).toBe(404);
    expect((await patch(owner.client, '/api/quests/not-a-uuid', { title: 'x' })).status).toBe(404);
    await patch(owner.client, `/api/quests/${quest.id}/complete`, undefined);
    const late = await patch(owner.client, `/api/quests/${quest.id}`, { difficulty: 'legendary' });
    expect(late.status).toBe(409);
    const after = questSchema.array().parse((await owner.client.get('/api/quests')).body);
    expect(after.find((q) => q.id === quest.id)).toMatchObject({
      difficulty: 'medium',
      experienceReward: 25,
    });
  });

  it('needs a signed-in player', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await newQuest(client);
    expect((await patch(server.client(), `/api/quests/${quest.id}`, { title: 'x' })).status).toBe(401);
  });
});

describe('PATCH /api/tasks/{id}', () => {
  it('changes only the fields given; a new priority brings its points', async () => {
    const { client } = await signedInPlayer(server);
    const task = await newTask(client, { description: 'About Friday', priority: 'low' });
    expect(task.points).toBe(5);
    const res = await patch(client, `/api/tasks/${task.id}`, {
      priority: 'high',
      dueDate: '2030-05-06T07:08:00Z',
      points: 1000,
    });
    expect(res.status).toBe(200);
    expect(taskSchema.parse(res.body)).toMatchObject({
      title: 'Reply to Sam',
      description: 'About Friday',
      priority: 'high',
      points: 15,
      dueDate: '2030-05-06T07:08:00.000Z',
      completed: false,
    });
    const renamed = taskSchema.parse(
      (await patch(client, `/api/tasks/${task.id}`, { title: 'Reply to Sam and Kim', description: '' })).body,
    );
    expect(renamed).toMatchObject({ title: 'Reply to Sam and Kim', description: null, priority: 'high' });
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(201) }],
    ['description', { description: 'x'.repeat(2001) }],
    ['priority', { priority: 'urgent' }],
    ['dueDate', { dueDate: 'soon' }],
    ['Nothing to change', {}],
  ])('answers 400: %s (case %#)', async (text, body) => {
    const { client } = await signedInPlayer(server);
    const task = await newTask(client);
    const res = await patch(client, `/api/tasks/${task.id}`, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(text);
  });

  it("answers 404 for another player's task, 409 for a completed one", async () => {
    const owner = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const task = await newTask(owner.client);
    expect((await patch(other.client, `/api/tasks/${task.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await patch(owner.client, `/api/tasks/${task.id}/toggle`, { completed: true })).status).toBe(200);
    expect((await patch(owner.client, `/api/tasks/${task.id}`, { priority: 'high' })).status).toBe(409);
  });

  it('an edit racing a completion: the task ends completed with the points it was completed for', async () => {
    const { client } = await signedInPlayer(server);
    const task = await newTask(client, { priority: 'low' });
    const [edit, toggle] = await Promise.all([
      patch(client, `/api/tasks/${task.id}`, { priority: 'high' }),
      patch(client, `/api/tasks/${task.id}/toggle`, { completed: true }),
    ]);
    expect(toggle.status).toBe(200);
    expect([200, 409]).toContain(edit.status);
    const done = taskSchema.parse((toggle.body as { task: unknown }).task);
    const stored = taskSchema
      .array()
      .parse((await client.get('/api/tasks')).body)
      .find((t) => t.id === task.id);
    expect(stored).toMatchObject({ completed: true, points: done.points, priority: done.priority });
  });
});

describe('remindAt and recurrence (DESIGN section 9; the reminders are sent by their own schedule)', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('create and edit take a future remindAt; a past one answers 400; null clears it', async () => {
    const { client } = await signedInPlayer(server);
    const at = inMinutes(60);
    const quest = await newQuest(client, { remindAt: at });
    expect(quest.remindAt).toBe(at);
    const task = await newTask(client, { remindAt: at });
    expect(task.remindAt).toBe(at);
    for (const path of ['/api/quests', '/api/tasks']) {
      const past = await client.post(path, { title: 'Too late', remindAt: inMinutes(-1) });
      expect(past.status).toBe(400);
      expect(JSON.stringify(past.body)).toContain('remindAt');
      expect((await client.post(path, { title: 'Garbled', remindAt: 'soon' })).status).toBe(400);
    }
    for (const [path, id] of [
      ['/api/quests', quest.id],
      ['/api/tasks', task.id],
    ] as const) {
      expect((await patch(client, `${path}/${id}`, { remindAt: inMinutes(-5) })).status).toBe(400);
      const later = inMinutes(120);
      const moved = await patch(client, `${path}/${id}`, { remindAt: later });
      expect(moved.status).toBe(200);
      expect((moved.body as { remindAt: string }).remindAt).toBe(later);
      const cleared = await patch(client, `${path}/${id}`, { remindAt: null });
      expect((cleared.body as { remindAt: string | null }).remindAt).toBeNull();
    }
  });

  it('a reminder time sent back unchanged passes, even once it has passed', async () => {
    const { client } = await signedInPlayer(server);
    const soon = new Date(Date.now() + 1200).toISOString();
    const quest = await newQuest(client, { remindAt: soon });
    clockOffsetMs += 1500;
    const res = await patch(client, `/api/quests/${quest.id}`, { title: 'Renamed', remindAt: soon });
    expect(res.status).toBe(200);
    expect(questSchema.parse(res.body)).toMatchObject({ title: 'Renamed', remindAt: soon });
  });

  it('quests carry a recurrence; a completed routine stays editable, a completed one-off does not', async () => {
    const { client } = await signedInPlayer(server);
    const plain = await newQuest(client);
    expect(plain.recurrence).toBeNull();
    const routine = await newQuest(client, { title: 'Stretch', recurrence: 'daily' });
    expect(routine.recurrence).toBe('daily');
    expect((await client.post('/api/quests', { title: 'x', recurrence: 'hourly' })).status).toBe(400);
    expect((await patch(client, `/api/quests/${routine.id}`, { recurrence: 'monthly' })).status).toBe(400);
    const weekly = questSchema.parse(
      (await patch(client, `/api/quests/${routine.id}`, { recurrence: 'weekly' })).body,
    );
    expect(weekly.recurrence).toBe('weekly');
    await patch(client, `/api/quests/${routine.id}/complete`, undefined);
    expect((await patch(client, `/api/quests/${routine.id}`, { title: 'Stretch a little' })).status).toBe(
      200,
    );
    const oneOff = questSchema.parse(
      (await patch(client, `/api/quests/${routine.id}`, { recurrence: null })).body,
    );
    expect(oneOff.recurrence).toBeNull();
    expect((await patch(client, `/api/quests/${routine.id}`, { title: 'Now history' })).status).toBe(409);
  });
});
