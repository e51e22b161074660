import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementListSchema } from '../../protocol/api/achievements.ts';
import { completeFocusResponseSchema, focusSessionSchema } from '../../protocol/api/focus.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** How far the server's clock is ahead of the system's: the focus tests move time, never sleep. */
let clockOffsetMs = 0;
const passes = (ms: number) => {
  clockOffsetMs += ms;
};

beforeAll(async () => {
  // A three-second focus session, the default being 25 minutes: a test moves the clock past it.
  server = await startTestServer({
    clock: shiftedClock(() => clockOffsetMs),
    env: { EMAIL_VERIFICATION: 'off', FOCUS_SESSION_SECONDS: '3' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function createTask(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/tasks', body);
  expect(res.status).toBe(201);
  return taskSchema.parse(res.body);
}
const toggle = (client: TestClient, id: string, completed: boolean) =>
  client.request('PATCH', `/api/tasks/${id}/toggle`, { completed });

describe('tasks', () => {
  it('creates tasks with points by priority and grants them once on completion', async () => {
    const { client } = await signedInPlayer(server);
    const task = await createTask(client, { title: 'Reply to Sam', priority: 'high', points: 9999 });
    expect(task).toMatchObject({ title: 'Reply to Sam', priority: 'high', points: 15, completed: false });
    expect(await createTask(client, { title: 'Water plants' })).toMatchObject({
      priority: 'medium',
      points: 10,
    });

    const done = await toggle(client, task.id, true);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ task: { completed: true }, user: { points: 15 } });
    const again = await toggle(client, task.id, true);
    expect(again.status).toBe(409);
    const undo = await toggle(client, task.id, false);
    expect(undo.status).toBe(409);
    expect(errorMessage(undo)).toMatch(/cannot be un-completed/);
    expect(userSchema.parse((await client.get('/api/user')).body).points).toBe(15);
  });

  it("answers with the player's total points after the achievements the completion earned", async () => {
    const { client } = await signedInPlayer(server);
    const task = await createTask(client, { title: 'Post the letter', priority: 'low' });
    const done = await toggle(client, task.id, true);
    expect(done.status).toBe(200);
    const body = done.body as {
      user: { totalPoints: number };
      achievements: { id: string; points: number }[];
    };
    expect(body.achievements.map((a) => a.id)).toContain('first-task');
    const stored = userSchema.parse((await client.get('/api/auth/user')).body).totalPoints;
    expect(stored).toBe(5 + body.achievements.reduce((sum, a) => sum + a.points, 0));
    expect(body.user.totalPoints).toBe(stored);
  });

  it('grants the points of 20 parallel completions exactly once', async () => {
    const { client } = await signedInPlayer(server);
    const task = await createTask(client, { title: 'Race', priority: 'low' });
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => toggle(client, task.id, true)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(userSchema.parse((await client.get('/api/user')).body).points).toBe(5);
  });

  it('validates input with clear messages', async () => {
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/tasks', { title: '', priority: 'urgent' });
    expect(res.status).toBe(400);
    expect((res.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: ['title'], message: 'Title is required' },
        { path: ['priority'], message: 'Priority must be low, medium or high' },
      ]),
    );
    const task = await createTask(client, { title: 'x' });
    const bad = await client.request('PATCH', `/api/tasks/${task.id}/toggle`, { completed: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('deletes tasks; another player sees none of them and can touch none (404); signed out is 401', async () => {
    const alice = await signedInPlayer(server);
    const bob = await signedInPlayer(server);
    const task = await createTask(alice.client, { title: 'Private' });
    expect((await bob.client.get('/api/tasks')).body).toEqual([]);
    expect((await toggle(bob.client, task.id, true)).status).toBe(404);
    expect((await bob.client.request('DELETE', `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await server.client().get('/api/tasks')).status).toBe(401);
    expect((await alice.client.request('DELETE', `/api/tasks/${task.id}`)).status).toBe(204);
    expect((await alice.client.get('/api/tasks')).body).toEqual([]);
    expect((await alice.client.request('DELETE', `/api/tasks/${task.id}`)).status).toBe(404);
  });
});

describe('focus sessions', () => {
  it('runs, pauses, resumes, refuses an early end, then credits the task once', async () => {
    const { client } = await signedInPlayer(server);
    const task = await createTask(client, { title: 'Write the report', priority: 'high' });
    expect((await client.get('/api/focus-sessions/current')).body).toBeNull();

    const started = await client.post('/api/focus-sessions', { taskId: task.id });
    expect(started.status).toBe(201);
    const session = focusSessionSchema.parse(started.body);
    expect(session).toMatchObject({
      status: 'running',
      taskId: task.id,
      taskTitle: 'Write the report',
      durationSeconds: 3,
    });
    expect((await client.post('/api/focus-sessions', { taskId: task.id })).status).toBe(409);

    const early = await client.post(`/api/focus-sessions/${session.id}/complete`);
    expect(early.status).toBe(409);
    expect(errorMessage(early)).toMatch(/not over yet/);

    const paused = focusSessionSchema.parse(
      (await client.post(`/api/focus-sessions/${session.id}/pause`)).body,
    );
    expect(paused.status).toBe('paused');
    passes(1500);
    const stillPaused = focusSessionSchema.parse((await client.get('/api/focus-sessions/current')).body);
    expect(stillPaused.elapsedSeconds).toBe(paused.elapsedSeconds); // paused time does not count
    expect(
      focusSessionSchema.parse((await client.post(`/api/focus-sessions/${session.id}/resume`)).body).status,
    ).toBe('running');
    passes(3100);

    const results = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/focus-sessions/${session.id}/complete`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const done = completeFocusResponseSchema.parse(results.find((r) => r.status === 200)!.body);
    expect(done).toMatchObject({
      taskCompleted: true,
      session: { status: 'completed' },
      user: { points: 15 },
    });
    expect(done.achievements.map((a) => a.id)).toEqual(expect.arrayContaining(['first-focus', 'first-task']));
    expect(taskSchema.array().parse((await client.get('/api/tasks')).body)[0]).toMatchObject({
      completed: true,
    });
    expect((await client.get('/api/focus-sessions/current')).body).toBeNull();
  });

  it('can be cancelled, and refuses tasks of other players', async () => {
    const alice = await signedInPlayer(server);
    const bob = await signedInPlayer(server);
    const task = await createTask(alice.client, { title: 'Mine' });
    expect((await bob.client.post('/api/focus-sessions', { taskId: task.id })).status).toBe(404);
    const s = focusSessionSchema.parse((await alice.client.post('/api/focus-sessions', {})).body);
    expect((await bob.client.post(`/api/focus-sessions/${s.id}/pause`)).status).toBe(404);
    expect(
      focusSessionSchema.parse((await alice.client.post(`/api/focus-sessions/${s.id}/cancel`)).body).status,
    ).toBe('cancelled');
    expect((await alice.client.post(`/api/focus-sessions/${s.id}/resume`)).status).toBe(409);
  });
});

describe('achievements', () => {
  it('lists the catalogue with earned dates and progress; unlocks are exactly once', async () => {
    const { client } = await signedInPlayer(server);
    const before = achievementListSchema.parse((await client.get('/api/achievements')).body);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(before.every((a) => a.earnedAt === null)).toBe(true);
    expect(before.find((a) => a.id === 'task-tamer')).toMatchObject({ progress: { current: 0, target: 10 } });

    const tasks = await Promise.all([1, 2].map((i) => createTask(client, { title: `T${i}` })));
    const results = await Promise.all(tasks.map((t) => toggle(client, t.id, true)));
    const unlocked = results.flatMap((r) =>
      (r.body as { achievements: { id: string }[] }).achievements.map((a) => a.id),
    );
    expect(unlocked.filter((id) => id === 'first-task')).toHaveLength(1);

    const after = achievementListSchema.parse((await client.get('/api/achievements')).body);
    expect(after.find((a) => a.id === 'first-task')!.earnedAt).not.toBeNull();
    expect(after.find((a) => a.id === 'task-tamer')).toMatchObject({
      earnedAt: null,
      progress: { current: 2, target: 10 },
    });
    // Achievement points add to totalPoints only (10), task points to both (2 x 10).
    expect(userSchema.parse((await client.get('/api/user')).body)).toMatchObject({
      points: 20,
      totalPoints: 30,
    });
    expect((await server.client().get('/api/achievements')).status).toBe(401);
  });
});
