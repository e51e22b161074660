import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusSessionSchema } from '../../protocol/api/focus.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { DEFAULT_NOTIFICATION_PREFS, userSchema } from '../../protocol/api/user.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { eventually, inMs, pendingFor, remindersAbout, untilClaimed } from '../support/reminders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', REMINDER_POLL_MS: '100', FOCUS_SESSION_SECONDS: '2' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function newTask(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/tasks', { title: 'Call the dentist', ...body });
  expect(res.status).toBe(201);
  return taskSchema.parse(res.body);
}
async function newQuest(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/quests', { title: 'Stretch for five minutes', ...body });
  expect(res.status).toBe(201);
  return questSchema.parse(res.body);
}
const reminderArrives = (client: TestClient, id: string) =>
  eventually(async () => {
    const found = await remindersAbout(client, id);
    return found.length > 0 ? found : undefined;
  }, `the reminder of ${id}`);

describe('reminders (DESIGN 9)', () => {
  it('sends one reminder for a task at its time, in the player language, with kind and id', async () => {
    const { client } = await signedInPlayer(server);
    await client.request('PATCH', '/api/user', { language: 'de' });
    const task = await newTask(client, { remindAt: inMs(800) });
    expect(await pendingFor(server, task.id)).toHaveLength(1);
    const [reminder] = await reminderArrives(client, task.id);
    expect(reminder).toMatchObject({
      type: 'reminder',
      title: 'Erinnerung: Call the dentist',
      data: { kind: 'task', id: task.id },
      read: false,
    });
    await untilClaimed(server, task.id);
    expect(await remindersAbout(client, task.id)).toHaveLength(1);
  });

  it('reminds of a quest; editing remindAt replaces the pending reminder, clearing removes it', async () => {
    const { client } = await signedInPlayer(server);
    const quest = await newQuest(client, { remindAt: inMs(3_600_000) });
    const edited = await client.request('PATCH', `/api/quests/${quest.id}`, { remindAt: inMs(700) });
    expect(edited.status).toBe(200);
    const pending = await pendingFor(server, quest.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.dueAt.toISOString()).toBe(questSchema.parse(edited.body).remindAt);
    const [reminder] = await reminderArrives(client, quest.id);
    expect(reminder).toMatchObject({ type: 'reminder', data: { kind: 'quest', id: quest.id } });
    expect(reminder!.title).toBe('Reminder: Stretch for five minutes');

    const other = await newQuest(client, { remindAt: inMs(3_600_000) });
    expect((await client.request('PATCH', `/api/quests/${other.id}`, { remindAt: null })).status).toBe(200);
    expect(await pendingFor(server, other.id)).toEqual([]);
  });

  it('sends nothing for a deleted or completed item', async () => {
    const { client } = await signedInPlayer(server);
    const deletedTask = await newTask(client, { remindAt: inMs(3_600_000) });
    expect((await client.request('DELETE', `/api/tasks/${deletedTask.id}`)).status).toBe(204);
    expect(await pendingFor(server, deletedTask.id)).toEqual([]);

    const doneTask = await newTask(client, { remindAt: inMs(3_600_000) });
    const toggled = await client.request('PATCH', `/api/tasks/${doneTask.id}/toggle`, { completed: true });
    expect(toggled.status).toBe(200);
    expect(await pendingFor(server, doneTask.id)).toEqual([]);

    const abandoned = await newQuest(client, { remindAt: inMs(3_600_000) });
    expect((await client.request('DELETE', `/api/quests/${abandoned.id}`)).status).toBe(204);
    expect(await pendingFor(server, abandoned.id)).toEqual([]);

    // A one-off quest completed before its time: the schedule's row is claimed at the time and
    // checked again, and no notification is written.
    const quest = await newQuest(client, { remindAt: inMs(1500) });
    expect((await client.request('PATCH', `/api/quests/${quest.id}/complete`)).status).toBe(200);
    await untilClaimed(server, quest.id);
    expect(await remindersAbout(client, quest.id)).toEqual([]);
  });

  it('refuses a reminder in the past (400) and schedules nothing', async () => {
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/tasks', { title: 'Too late', remindAt: inMs(-60_000) });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBeTruthy();
    const quest = await newQuest(client, {});
    const edit = await client.request('PATCH', `/api/quests/${quest.id}`, { remindAt: inMs(-1000) });
    expect(edit.status).toBe(400);
    expect(await pendingFor(server, quest.id)).toEqual([]);
  });

  it('re-arms a routine reminder for its next due day at the same local time', async () => {
    const { client } = await signedInPlayer(server);
    await client.request('PATCH', '/api/user', { timezone: 'America/New_York' });
    const remindAt = inMs(700);
    const quest = await newQuest(client, { remindAt, recurrence: 'daily' });
    await reminderArrives(client, quest.id);
    const next = await eventually(async () => {
      const rows = await pendingFor(server, quest.id);
      return rows[0] && rows[0].dueAt.getTime() > Date.parse(remindAt) ? rows[0].dueAt : undefined;
    }, 'the re-armed routine');
    // The same wall-clock time in New York on the next day (23 to 25 hours later across a DST change).
    const wall = (d: Date) => d.toLocaleTimeString('en-GB', { timeZone: 'America/New_York', hour12: false });
    expect(wall(next)).toBe(wall(new Date(remindAt)));
    const hours = (next.getTime() - Date.parse(remindAt)) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(23);
    expect(hours).toBeLessThanOrEqual(25);
    const listed = (await client.get('/api/quests')).body as { id: string; remindAt: string | null }[];
    expect(listed.find((q) => q.id === quest.id)?.remindAt).toBe(next.toISOString());
    expect(await remindersAbout(client, quest.id)).toHaveLength(1);
  });

  it('announces the end of a focus session once (type focus); a paused one is taken off', async () => {
    const { client } = await signedInPlayer(server);
    const started = focusSessionSchema.parse((await client.post('/api/focus-sessions', {})).body);
    expect(await pendingFor(server, started.id)).toHaveLength(1);
    const [done] = await reminderArrives(client, started.id);
    expect(done).toMatchObject({ type: 'focus', data: { id: started.id } });
    await untilClaimed(server, started.id);
    expect(await remindersAbout(client, started.id)).toHaveLength(1);
    expect((await client.post(`/api/focus-sessions/${started.id}/complete`)).status).toBe(200);

    const second = focusSessionSchema.parse((await client.post('/api/focus-sessions', {})).body);
    expect((await client.post(`/api/focus-sessions/${second.id}/pause`)).status).toBe(200);
    expect(await pendingFor(server, second.id)).toEqual([]);
    expect((await client.post(`/api/focus-sessions/${second.id}/resume`)).status).toBe(200);
    expect(await pendingFor(server, second.id)).toHaveLength(1);
    expect((await client.post(`/api/focus-sessions/${second.id}/cancel`)).status).toBe(200);
    expect(await pendingFor(server, second.id)).toEqual([]);
  });
});

describe('notification preferences (PATCH /api/user notificationPrefs)', () => {
  it('answers the defaults, merges a partial change and keeps the rest', async () => {
    const { client, user } = await signedInPlayer(server);
    expect(user.notificationPrefs).toEqual(DEFAULT_NOTIFICATION_PREFS);
    const res = await client.request('PATCH', '/api/user', {
      notificationPrefs: { push: { boss: true }, quietHours: { start: '22:00', end: '07:30' } },
    });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body).notificationPrefs).toEqual({
      push: { ...DEFAULT_NOTIFICATION_PREFS.push, boss: true },
      quietHours: { start: '22:00', end: '07:30' },
    });
    const again = await client.request('PATCH', '/api/user', {
      notificationPrefs: { push: { reminder: false } },
    });
    expect(userSchema.parse(again.body).notificationPrefs).toEqual({
      push: { ...DEFAULT_NOTIFICATION_PREFS.push, boss: true, reminder: false },
      quietHours: { start: '22:00', end: '07:30' },
    });
    const cleared = await client.request('PATCH', '/api/user', { notificationPrefs: { quietHours: null } });
    expect(userSchema.parse(cleared.body).notificationPrefs.quietHours).toBeNull();
    const me = userSchema.parse((await client.get('/api/user')).body);
    expect(me.notificationPrefs.push.reminder).toBe(false);
  });

  it.each([
    [{ push: { reminder: 'yes' } }],
    [{ push: { sms: true } }],
    [{ quietHours: { start: '25:00', end: '07:00' } }],
    [{ quietHours: { start: '22:00' } }],
    [{ quietHours: '22:00-07:00' }],
    [{ volume: 3 }],
    ['all'],
  ])('refuses %j with 400 and changes nothing', async (notificationPrefs) => {
    const { client } = await signedInPlayer(server);
    const res = await client.request('PATCH', '/api/user', { notificationPrefs });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBeTruthy();
    expect(userSchema.parse((await client.get('/api/user')).body).notificationPrefs).toEqual(
      DEFAULT_NOTIFICATION_PREFS,
    );
  });
});
