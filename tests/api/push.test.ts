import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, pushPublicKeySchema } from '../../protocol/api/push.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { sql } from '../../server/data/sql.ts';
import { type FakeBrowser, FakePushService } from '../support/fakePushService.ts';
import { signedInPlayer } from '../support/players.ts';
import { eventually, inMs, remindersAbout } from '../support/reminders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let pushService: FakePushService;

beforeAll(async () => {
  pushService = await new FakePushService().start();
  server = await startTestServer({
    env: {
      EMAIL_VERIFICATION: 'off',
      REMINDER_POLL_MS: '100',
      PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin,
    },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

const subscribe = (client: TestClient, browser: FakeBrowser) =>
  client.post('/api/push/subscriptions', browser.subscription);

async function subscriptionCount(endpoint: string): Promise<number> {
  const rows = await sql<{ n: number }>(
    server.deps.orm.em.fork(),
    'select count(*)::int as n from push_subscriptions where endpoint = ?',
    [endpoint],
  );
  return Number(rows[0]?.n);
}

async function taskReminder(client: TestClient, title: string) {
  const res = await client.post('/api/tasks', { title, remindAt: inMs(600) });
  expect(res.status).toBe(201);
  const task = taskSchema.parse(res.body);
  const [notification] = await eventually(async () => {
    const found = await remindersAbout(client, task.id);
    return found.length > 0 ? found : undefined;
  }, 'the in-app reminder');
  return { task, notification: notification! };
}

describe('Web Push subscriptions (DESIGN 9)', () => {
  it('answers the VAPID public key (a P-256 point, base64url) to a signed-in player', async () => {
    const { client } = await signedInPlayer(server);
    const res = await client.get('/api/push/public-key');
    expect(res.status).toBe(200);
    const { publicKey } = pushPublicKeySchema.parse(res.body);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await server.client().get('/api/push/public-key')).status).toBe(401);
  });

  it('subscribes (201, again replaces), unsubscribes (204), and answers 404 for an unknown one', async () => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    expect((await subscribe(client, browser)).status).toBe(201);
    expect((await subscribe(client, browser)).status).toBe(201);
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(1);
    const { client: other } = await signedInPlayer(server);
    const foreign = await other.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(foreign.status).toBe(404);
    const gone = await client.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(gone.status).toBe(204);
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(0);
  });

  it.each([
    'http://push.example.com/abc',
    'https://127.0.0.1/abc',
    'https://10.0.0.7/abc',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/abc',
    'https://[fd00::1]/abc',
    'https://[::ffff:127.0.0.1]/abc',
    'https://2130706433/abc',
    'https://0x7f000001/abc',
    'https://0177.0.0.1/abc',
    'https://127.1/abc',
    'https://localhost/abc',
    'https://localhost./abc',
    'https://push.localhost/abc',
    'https://printer.local/abc',
    'https://metadata.google.internal/computeMetadata',
    'https://intranet/abc',
    'https://push.example.com:8443/abc',
    'https://user:pw@push.example.com/abc',
    'ftp://push.example.com/abc',
    'javascript:alert(1)',
    'not a url',
    `${'https://push.example.com/'}${'a'.repeat(2100)}`,
  ])('refuses the endpoint %s with 400 and stores nothing', async (endpoint) => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    const res = await client.post('/api/push/subscriptions', { ...browser.subscription, endpoint });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBeTruthy();
    expect(await subscriptionCount(endpoint)).toBe(0);
  });

  it('refuses missing or malformed keys with 400', async () => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    for (const body of [
      { endpoint: browser.subscription.endpoint },
      { endpoint: browser.subscription.endpoint, keys: { p256dh: 'not base64!', auth: 'x' } },
      { endpoint: browser.subscription.endpoint, keys: { p256dh: browser.subscription.keys.p256dh } },
    ]) {
      expect((await client.post('/api/push/subscriptions', body)).status).toBe(400);
    }
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(0);
  });
});

describe('reminders by Web Push', () => {
  it('sends an encrypted, VAPID-signed push to each subscription; 410 deletes the subscription', async () => {
    const { client } = await signedInPlayer(server);
    const phone = pushService.browser();
    const laptop = pushService.browser();
    expect((await subscribe(client, phone)).status).toBe(201);
    expect((await subscribe(client, laptop)).status).toBe(201);
    pushService.answer(laptop, 410);

    const { task } = await taskReminder(client, 'Take the pills');
    const push = await pushService.nextPushTo(phone);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const payload = pushPayloadSchema.parse(JSON.parse(phone.decrypt(push.body)));
    expect(payload).toEqual({
      type: 'reminder',
      title: 'Reminder: Take the pills',
      body: expect.any(String),
      url: '/tasks',
      tag: `reminder:task:${task.id}`,
    });
    await pushService.nextPushTo(laptop);
    await eventually(
      async () => ((await subscriptionCount(laptop.subscription.endpoint)) === 0 ? true : undefined),
      'the dead subscription to be deleted',
    );
    expect(await subscriptionCount(phone.subscription.endpoint)).toBe(1);
  });

  it('a kind switched off, or quiet hours, keep the push back but never the in-app notification', async () => {
    const { client } = await signedInPlayer(server);
    const phone = pushService.browser();
    expect((await subscribe(client, phone)).status).toBe(201);

    await client.request('PATCH', '/api/user', { notificationPrefs: { push: { reminder: false } } });
    const off = await taskReminder(client, 'Switched off');
    // Quiet all day long (00:00 to 23:59 on the player's clock).
    await client.request('PATCH', '/api/user', {
      notificationPrefs: { push: { reminder: true }, quietHours: { start: '00:00', end: '23:59' } },
    });
    const quiet = await taskReminder(client, 'In quiet hours');
    await client.request('PATCH', '/api/user', { notificationPrefs: { quietHours: null } });
    const heard = await taskReminder(client, 'Heard');

    // Pushes leave in claim order: once the last one arrived, the earlier two would have too.
    const push = await pushService.nextPushTo(phone);
    expect(JSON.parse(phone.decrypt(push.body))).toMatchObject({ title: 'Reminder: Heard' });
    expect(pushService.pushesTo(phone)).toHaveLength(1);
    for (const { notification } of [off, quiet, heard]) expect(notification.type).toBe('reminder');
  });
});
