import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { eventually, inMs, pendingFor, remindersAbout } from '../support/reminders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The reminder job reads the server's clock, the one that wrote the due time (not the database's
 * `now()`): a test moves it an hour ahead instead of waiting an hour.
 */

let server: TestServer;
let clockOffsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({
    clock: shiftedClock(() => clockOffsetMs),
    env: { EMAIL_VERIFICATION: 'off', REMINDER_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the reminder job on the server clock', () => {
  it('delivers a reminder an hour away once the clock has moved an hour, not before', async () => {
    const { client } = await signedInPlayer(server);
    const created = await client.post('/api/tasks', { title: 'Water the plants', remindAt: inMs(3_600_000) });
    expect(created.status).toBe(201);
    const task = taskSchema.parse(created.body);

    // Several polls go by: an hour away, it stays pending.
    await new Promise((r) => setTimeout(r, 500));
    expect(await remindersAbout(client, task.id)).toEqual([]);
    expect(await pendingFor(server, task.id)).toHaveLength(1);

    clockOffsetMs += 3_600_000 + 1000;
    const [reminder] = await eventually(async () => {
      const found = await remindersAbout(client, task.id);
      return found.length > 0 ? found : undefined;
    }, 'the reminder after the clock moved');
    expect(reminder).toMatchObject({ type: 'reminder', data: { kind: 'task', id: task.id } });
    expect(await pendingFor(server, task.id)).toEqual([]);
  });
});
