import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, pushPublicKeySchema } from '../../protocol/api/push.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { db } from '../../server/data/database.ts';
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
  const row = await db(server.deps.orm.em.fork())
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(row?.n);
}

/** The stored subscription of this endpoint (null when there is none). */
async function storedSubscription(endpoint: string) {
  const row = await db(server.deps.orm.em.fork())
    .selectFrom('push_subscriptions')
    .select(['user_id', 'p256dh', 'auth', 'refused_in_a_row'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row ?? null;
}

/** Waits until the push service has received `count` pushes to this browser in all. */
const untilPushes = (browser: FakeBrowser, count: number) =>
  eventually(
    async () => (pushService.pushesTo(browser).length >= count ? true : undefined),
    `push ${count} to ${browser.subscription.endpoint}`,
  );

/** Waits until the subscription is gone from the database. */
const untilForgotten = (browser: FakeBrowser) =>
  eventually(
    async () => ((await subscriptionCount(browser.subscription.endpoint)) === 0 ? true : undefined),
    'the subscription to be forgotten',
  );

/** Waits until the subscription's refusals in a row read `count`. */
const untilRefused = (browser: FakeBrowser, count: number) =>
  eventually(
    async () =>
      (await storedSubscription(browser.subscription.endpoint))?.refused_in_a_row === count
        ? true
        : undefined,
    `${count} refusals in a row`,
  );

/** Tasks whose reminders come due in a moment (each reminder is one push to each subscription). */
async function taskReminders(client: TestClient, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    // Each its own moment ahead, far enough for a busy machine (a moment past answers 400).
    const res = await client.post('/api/tasks', { title, remindAt: inMs(2000) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** A P-256 public key (base64url) with its first byte or its last coordinate bit changed. */
function spoiledKey(browser: FakeBrowser, spoil: (point: Buffer) => void): string {
  const point = Buffer.from(browser.subscription.keys.p256dh, 'base64url');
  spoil(point);
  return point.toString('base64url');
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

  it('keeps an endpoint with the player who holds it: another player answers 409 and takes nothing', async () => {
    const { client: owner, user } = await signedInPlayer(server);
    const browser = pushService.browser();
    expect((await subscribe(owner, browser)).status).toBe(201);

    const { client: other } = await signedInPlayer(server);
    const otherKeys = pushService.browser().subscription.keys;
    const taken = await other.post('/api/push/subscriptions', { ...browser.subscription, keys: otherKeys });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toMatch(/another account/);
    expect(await storedSubscription(browser.subscription.endpoint)).toMatchObject({
      user_id: user.id,
      p256dh: browser.subscription.keys.p256dh,
    });

    // The holder re-posting it stays idempotent and may change its keys.
    const renewed = pushService.browser().subscription.keys;
    expect(
      (await owner.post('/api/push/subscriptions', { ...browser.subscription, keys: renewed })).status,
    ).toBe(201);
    expect(await storedSubscription(browser.subscription.endpoint)).toMatchObject({
      user_id: user.id,
      p256dh: renewed.p256dh,
      auth: renewed.auth,
    });
    const gone = await owner.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(gone.status).toBe(204);
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(0);
  });

  it.each([
    [
      'a p256dh far too short (BBBB)',
      (b: FakeBrowser) => ({ p256dh: 'BBBB', auth: b.subscription.keys.auth }),
    ],
    [
      'a p256dh of 65 bytes that is not an uncompressed point (0x05 first)',
      (b: FakeBrowser) => ({ p256dh: spoiledKey(b, (p) => (p[0] = 0x05)), auth: b.subscription.keys.auth }),
    ],
    [
      'a p256dh of 65 bytes that is a compressed tag (0x02 first)',
      (b: FakeBrowser) => ({ p256dh: spoiledKey(b, (p) => (p[0] = 0x02)), auth: b.subscription.keys.auth }),
    ],
    [
      'a p256dh of 65 bytes, 0x04 first, off the curve',
      (b: FakeBrowser) => ({
        p256dh: spoiledKey(b, (p) => (p[64] = (p[64] ?? 0) ^ 1)),
        auth: b.subscription.keys.auth,
      }),
    ],
    [
      'a p256dh of 66 bytes',
      (b: FakeBrowser) => ({
        p256dh: Buffer.concat([
          Buffer.from(b.subscription.keys.p256dh, 'base64url'),
          Buffer.from([1]),
        ]).toString('base64url'),
        auth: b.subscription.keys.auth,
      }),
    ],
    [
      'an auth of 15 bytes',
      (b: FakeBrowser) => ({
        p256dh: b.subscription.keys.p256dh,
        auth: randomBytes(15).toString('base64url'),
      }),
    ],
    [
      'an auth of 17 bytes',
      (b: FakeBrowser) => ({
        p256dh: b.subscription.keys.p256dh,
        auth: randomBytes(17).toString('base64url'),
      }),
    ],
  ])('refuses %s with 400 naming the key, and stores nothing', async (_what, keysOf) => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    const keys = keysOf(browser);
    const res = await client.post('/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
      keys,
    });
    expect(res.status).toBe(400);
    const issues = errorBodySchema.parse(res.body).issues ?? [];
    const field = keys.auth === browser.subscription.keys.auth ? 'p256dh' : 'auth';
    expect(issues.map((i) => i.path.join('.'))).toContain(`keys.${field}`);
    expect(issues.map((i) => i.message).join(' ')).toMatch(new RegExp(`keys\\.${field} must be`));
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

describe('subscriptions the push service refuses', () => {
  it.each([404, 410])('forgets a subscription at once when the push service answers %i', async (status) => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    expect((await subscribe(client, browser)).status).toBe(201);
    pushService.answer(browser, status);
    await taskReminders(client, ['Gone away']);
    await untilPushes(browser, 1);
    await untilForgotten(browser);
  });

  it.each([500, 503, 429, 413])(
    'keeps a subscription the push service answers %i (try again later)',
    async (status) => {
      const { client } = await signedInPlayer(server);
      const browser = pushService.browser();
      expect((await subscribe(client, browser)).status).toBe(201);
      pushService.answer(browser, status);
      // More than the refusals that would forget it: none of these counts.
      await taskReminders(client, ['One', 'Two', 'Three', 'Four', 'Five', 'Six']);
      await untilPushes(browser, 6);
      pushService.answer(browser, 201);
      await taskReminders(client, ['Delivered']);
      await untilPushes(browser, 7);
      expect(await storedSubscription(browser.subscription.endpoint)).toMatchObject({ refused_in_a_row: 0 });
    },
  );

  it('forgets a subscription after five refusals (403) in a row; a delivered push counts afresh', async () => {
    const { client } = await signedInPlayer(server);
    const browser = pushService.browser();
    expect((await subscribe(client, browser)).status).toBe(201);
    pushService.answer(browser, 403);
    await taskReminders(client, ['One', 'Two', 'Three', 'Four']);
    await untilPushes(browser, 4);
    await untilRefused(browser, 4);

    pushService.answer(browser, 201);
    await taskReminders(client, ['Delivered']);
    await untilPushes(browser, 5);
    await untilRefused(browser, 0);

    pushService.answer(browser, 403);
    await taskReminders(client, ['Six', 'Seven', 'Eight', 'Nine']);
    await untilPushes(browser, 9);
    await untilRefused(browser, 4);
    await taskReminders(client, ['Ten']);
    await untilPushes(browser, 10);
    await untilForgotten(browser);
  });

  it('forgets a subscription stored with keys that can never encrypt, and still pushes to the others', async () => {
    const { client, user } = await signedInPlayer(server);
    const phone = pushService.browser();
    expect((await subscribe(client, phone)).status).toBe(201);
    // As the API took it before the keys were checked.
    const broken = pushService.browser();
    await db(server.deps.orm.em.fork())
      .insertInto('push_subscriptions')
      .values({
        user_id: user.id,
        endpoint: broken.subscription.endpoint,
        p256dh: 'BBBB',
        auth: broken.subscription.keys.auth,
      })
      .execute();
    await taskReminders(client, ['Still heard']);
    await pushService.nextPushTo(phone);
    await untilForgotten(broken);
    expect(pushService.pushesTo(broken)).toHaveLength(0);
    expect(await subscriptionCount(phone.subscription.endpoint)).toBe(1);
  });
});
