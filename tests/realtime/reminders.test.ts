import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusSessionSchema } from '../../protocol/api/focus.ts';
import type { Notification } from '../../protocol/api/notifications.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import type { FocusUpdatePayload } from '../../protocol/socket/party.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';
import { eventually, notificationsOf, pendingFor } from '../support/reminders.ts';
import { connectSocket, eventMatching, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import type { TestServer } from '../support/testServer.ts';

/** DESIGN 9: a reminder reaches the player within 5 s of `remindAt` while any instance runs. */
const REMINDER_BOUND_MS = 5000;
/** DESIGN 9: after a full stop, within 60 s of the next start. */
const RESTART_BOUND_MS = 60_000;
/** DESIGN 9: a party member's focus change reaches the others within 1 s. */
const FOCUS_BOUND_MS = 1000;

/**
 * A short poll makes both instances claim around the same moment, which is what would show a
 * double delivery; the 5 s bound is asserted all the same.
 */
const ENV = { REMINDER_POLL_MS: '200' };

/** An hour: what is due this far ahead cannot come due while a test sets it up. */
const HOUR_MS = 3_600_000;

/**
 * Every instance reads one clock the tests move forward instead of waiting for a due time (the
 * servers' time is the real time plus `offsetMs`).
 */
let offsetMs = 0;
const clock = shiftedClock(() => offsetMs);
const serverNow = () => Date.now() + offsetMs;
/** Moves every instance's clock to `at` (server time); answers the real moment it moved. */
const moveClockTo = (at: number): number => {
  offsetMs += at - serverNow();
  return Date.now();
};

const sockets: PlayerSocket[] = [];
let cluster: TestCluster;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  cluster = await startTwoInstances(ENV, { clock });
  ({ one, two } = cluster);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

async function socketFor(server: TestServer, client: TestClient) {
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

/** Every `reminder` notification a socket receives, with the moment it arrived. */
function reminderLog(socket: PlayerSocket): { notification: Notification; at: number }[] {
  const log: { notification: Notification; at: number }[] = [];
  socket.on('notification', ({ notification }) => {
    if (notification.type === 'reminder') log.push({ notification, at: Date.now() });
  });
  return log;
}

const reminders = async (client: TestClient) =>
  (await notificationsOf(client)).filter((n) => n.type === 'reminder');

/** How often each id occurs, for 'exactly once' checks that show a duplicate by name. */
const countById = (ids: string[]) => {
  const counts: Record<string, number> = {};
  for (const id of ids) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
};
const once = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

describe('reminders across two instances (DESIGN 9)', () => {
  it('delivers 20 reminders due at the same second exactly once, to sockets on both instances, within 5 s', async () => {
    const players = await Promise.all([0, 1, 2, 3, 4].map((i) => signedInPlayer(i % 2 === 0 ? one : two)));
    // Each player has a tab on each instance.
    const tabs = await Promise.all(
      players.map(async (p) => [
        reminderLog(await socketFor(one, p.client)),
        reminderLog(await socketFor(two, p.client)),
      ]),
    );
    // All due at the same whole second, an hour ahead; then the clock moves there.
    const dueAt = Math.ceil(serverNow() / 1000) * 1000 + HOUR_MS;
    const remindAt = new Date(dueAt).toISOString();
    const items = await Promise.all(
      players.map(async ({ client }) => {
        const ids: { kind: 'task' | 'quest'; id: string }[] = [];
        for (const n of [1, 2]) {
          const task = await client.post('/api/tasks', { title: `Water plants ${n}`, remindAt });
          expect(task.status).toBe(201);
          ids.push({ kind: 'task', id: taskSchema.parse(task.body).id });
          const quest = await client.post('/api/quests', { title: `Tidy desk ${n}`, remindAt });
          expect(quest.status).toBe(201);
          ids.push({ kind: 'quest', id: questSchema.parse(quest.body).id });
        }
        return ids;
      }),
    );
    // Nothing was due while they were made: the bound is measured from the moment they are.
    for (const log of tabs.flat()) expect(log).toEqual([]);
    const dueSince = moveClockTo(dueAt);

    await eventually(
      async () => (tabs.every((pair) => pair.every((log) => log.length >= 4)) ? true : undefined),
      'every reminder on every socket',
      30_000,
    );
    // A window for a second delivery to show up: several polls of both instances.
    await sleep(1500);

    for (const [p, player] of players.entries()) {
      const expected = items[p]!;
      const ids = expected.map((i) => i.id);
      for (const log of tabs[p]!) {
        expect(countById(log.map((r) => r.notification.data.id as string))).toEqual(once(ids));
        for (const { notification, at } of log) {
          const item = expected.find((i) => i.id === notification.data.id)!;
          expect(notification.data).toEqual({ kind: item.kind, id: item.id });
          expect(at - dueSince).toBeLessThanOrEqual(REMINDER_BOUND_MS);
        }
      }
      const listed = await reminders(player.client);
      expect(countById(listed.map((n) => n.data.id as string))).toEqual(once(ids));
      for (const n of listed) {
        expect(Date.parse(n.createdAt)).toBeGreaterThanOrEqual(dueAt);
        expect(Date.parse(n.createdAt) - dueAt).toBeLessThanOrEqual(REMINDER_BOUND_MS);
      }
      for (const id of ids) expect(await pendingFor(one, id)).toEqual([]);
    }
  });
});

describe('reminders after a full stop (DESIGN 9)', () => {
  it('sends a reminder that came due while every instance was down once, on the first start after', async () => {
    const down = await startTwoInstances(ENV, { clock });
    try {
      const { client } = await signedInPlayer(down.one);
      const dueAt = serverNow() + HOUR_MS;
      const created = await client.post('/api/tasks', {
        title: 'Take the bins out',
        remindAt: new Date(dueAt).toISOString(),
      });
      expect(created.status).toBe(201);
      const task = taskSchema.parse(created.body);
      await Promise.all([down.one.close(), down.two.close()]);
      // Otherwise a running instance could have sent it, and the restart would prove nothing.
      expect(serverNow(), 'both instances stopped before the reminder came due').toBeLessThan(dueAt);
      moveClockTo(dueAt + 1000);

      const startedAt = serverNow();
      const again = await down.startInstance();
      // The same browser on the restarted instance: the session lives in PostgreSQL.
      const browser = again.client();
      for (const [k, v] of client.cookies) browser.cookies.set(k, v);
      const tab = connectSocket(again.url, browser);
      sockets.push(tab);
      const log = reminderLog(tab);

      const [reminder] = await eventually(
        async () => {
          const found = (await reminders(browser)).filter((n) => n.data.id === task.id);
          return found.length > 0 ? found : undefined;
        },
        'the reminder after the restart',
        RESTART_BOUND_MS + 10_000,
      );
      expect(reminder!.data).toEqual({ kind: 'task', id: task.id });
      const createdAt = Date.parse(reminder!.createdAt);
      expect(createdAt).toBeGreaterThanOrEqual(startedAt);
      expect(createdAt - startedAt).toBeLessThanOrEqual(RESTART_BOUND_MS);
      expect(await pendingFor(again, task.id)).toEqual([]);

      await sleep(1500);
      expect((await reminders(browser)).filter((n) => n.data.id === task.id)).toHaveLength(1);
      // The first poll runs while the instance starts, before any socket can connect: the tab
      // finds it in the list. Any live push it did get must not be a second one.
      expect(log.filter((r) => r.notification.data.id === task.id).length).toBeLessThanOrEqual(1);
    } finally {
      await down.close();
    }
  }, 150_000);
});

describe('focus together across two instances (DESIGN 9)', () => {
  it("shows every change of a member's focus session to a partner on the other instance within 1 s, never its task", async () => {
    const ana = await signedInPlayer(one);
    const ben = await signedInPlayer(two);
    const party = partySchema.parse((await ana.client.post('/api/parties', { name: 'Focus Pair' })).body);
    expect((await ben.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    await socketFor(one, ana.client);
    const benSocket = await socketFor(two, ben.client);
    const secret = 'Draft the secret resignation letter';
    const newTask = async (title: string) =>
      taskSchema.parse((await ana.client.post('/api/tasks', { title })).body);

    /** One change by Ana: what Ben's socket receives, checked against the bound and his party view. */
    const change = async (path: string, body?: unknown) => {
      const seen = eventMatching(benSocket, 'focus:update', (p) => p.userId === ana.user.id, 10_000).then(
        (payload) => ({ payload, at: Date.now() }),
      );
      const res = await ana.client.post(path, body);
      const answeredAt = Date.now();
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const { payload, at } = await seen;
      expect(at - answeredAt).toBeLessThanOrEqual(FOCUS_BOUND_MS);
      expect(payload).toMatchObject({ partyId: party.id, userId: ana.user.id, username: ana.user.username });
      expect(JSON.stringify(payload)).not.toContain(secret);

      const view = await ben.client.get('/api/parties/my-party');
      expect(view.status).toBe(200);
      expect(JSON.stringify(view.body)).not.toContain(secret);
      const member = partySchema.parse(view.body).members.find((m) => m.id === ana.user.id);
      expect(member?.focus).toEqual(payload.focus);
      return { body: res.body, focus: payload.focus };
    };
    const runningUntil = (focus: FocusUpdatePayload['focus']) => {
      expect(focus).toMatchObject({ status: 'running', endsAt: expect.any(String) });
      const endsAt = Date.parse(focus!.endsAt!);
      expect(new Date(endsAt).toISOString()).toBe(focus!.endsAt);
      return endsAt;
    };

    const task = await newTask(secret);
    const started = await change('/api/focus-sessions', { taskId: task.id });
    const session = focusSessionSchema.parse(started.body);
    // The end the party sees is the one the owner's timer counts to (whole seconds there).
    const expectedEnd = Date.parse(session.serverTime) + session.remainingSeconds * 1000;
    expect(Math.abs(runningUntil(started.focus) - expectedEnd)).toBeLessThanOrEqual(1500);

    const paused = await change(`/api/focus-sessions/${session.id}/pause`);
    expect(paused.focus).toEqual({ status: 'paused', endsAt: null });

    const resumed = await change(`/api/focus-sessions/${session.id}/resume`);
    const endsAt = runningUntil(resumed.focus);
    // The server counts whole seconds: complete once the end is safely behind.
    moveClockTo(endsAt + 1100);
    const completed = await change(`/api/focus-sessions/${session.id}/complete`);
    expect(completed.focus).toBeNull();

    const other = await newTask(secret);
    const second = await change('/api/focus-sessions', { taskId: other.id });
    runningUntil(second.focus);
    const cancelled = await change(`/api/focus-sessions/${focusSessionSchema.parse(second.body).id}/cancel`);
    expect(cancelled.focus).toBeNull();
  });
});
