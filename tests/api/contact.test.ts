import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../protocol/api/admin.ts';
import {
  CONTACT_SENT_MESSAGE,
  type ContactMessage,
  contactMessageSchema,
  contactMessagesPageSchema,
} from '../../protocol/api/contact.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import { CONTACT_MESSAGE_MAX } from '../../protocol/limits.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount, signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The contact page's way to the team: `POST /api/contact` for anyone, including a
 * suspended player without a session, and the admin area's list with 'Mark handled'.
 */
let server: TestServer;
let admin: TestClient;
let moderator: TestClient;
const ADMIN = { username: 'contact_admin', password: 'a-long-admin-password' };
const MODERATOR = { username: 'contact_moderator', password: 'moderator-password-1', role: 'moderator' };

// Behind a trusted proxy each test speaks from its own address, so the per-IP limit is tested alone.
let addresses = 0;
const nextIp = () => `198.51.100.${++addresses}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const send = (client: TestClient, body: unknown, ip = nextIp()) =>
  client.post('/api/contact', body, from(ip));

async function accountClient(credentials: { username: string; password: string }) {
  const client = server.client();
  expect((await client.post('/api/admin/login', credentials)).status).toBe(200);
  return client;
}

async function listPage(query = ''): Promise<ReturnType<typeof contactMessagesPageSchema.parse>> {
  const res = await admin.get(`/api/admin/contact-messages${query}`);
  expect(res.status).toBe(200);
  return contactMessagesPageSchema.parse(res.body);
}

async function newest(): Promise<ContactMessage> {
  const page = await listPage('?limit=1');
  return page.messages[0]!;
}

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', TRUST_PROXY: 'true' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
  expect((await server.client().post('/api/admin/setup', ADMIN)).status).toBe(201);
  admin = await accountClient(ADMIN);
  expect((await admin.post('/api/admin/accounts', MODERATOR)).status).toBe(201);
  moderator = await accountClient(MODERATOR);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/contact', () => {
  it('stores a visitor’s message and answers 201 with a kind confirmation', async () => {
    const res = await send(server.client(), {
      email: '  Someone@Example.COM ',
      topic: 'problem',
      message: '  The quest board does not load on my phone.  ',
      language: 'de',
      isAdmin: true,
      handledAt: '2020-01-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SENT_MESSAGE });

    const stored = await newest();
    expect(stored).toMatchObject({
      email: 'someone@example.com',
      topic: 'problem',
      message: 'The quest board does not load on my phone.',
      language: 'de',
      user: null,
      signedIn: false,
      // Unknown keys are stripped: nobody marks their own message handled.
      handledAt: null,
    });
    expect(Date.parse(stored.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the topic as optional (something else) and the language from nowhere (null)', async () => {
    expect((await send(server.client(), { email: 'plain@example.com', message: 'Hello team' })).status).toBe(
      201,
    );
    expect(await newest()).toMatchObject({ topic: 'other', language: null, message: 'Hello team' });
  });

  it.each([
    ['a missing email', { topic: 'other', message: 'Hi' }, 'email', 'Please enter a valid email address'],
    ['an email that is no address', { email: 'not-an-address', message: 'Hi' }, 'email', 'valid email'],
    ['an email of numbers', { email: 12345, message: 'Hi' }, 'email', 'valid email'],
    ['a missing message', { email: 'a@example.com' }, 'message', 'A message is required'],
    ['an empty message', { email: 'a@example.com', message: '' }, 'message', 'A message is required'],
    [
      'a message of spaces',
      { email: 'a@example.com', message: '   \n ' },
      'message',
      'A message is required',
    ],
    [
      'a message over the limit',
      { email: 'a@example.com', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
      'message',
      `at most ${CONTACT_MESSAGE_MAX} characters`,
    ],
    ['a message with a NUL byte', { email: 'a@example.com', message: 'a\u0000b' }, 'message', 'NUL'],
    [
      'an unknown topic',
      { email: 'a@example.com', topic: 'refund', message: 'Hi' },
      'topic',
      'Unknown topic',
    ],
    [
      'an unknown language',
      { email: 'a@example.com', message: 'Hi', language: 'xx' },
      'language',
      'language',
    ],
  ])('answers 400 with a message for %s, and stores nothing', async (_label, body, field, phrase) => {
    const before = (await listPage()).pagination.total;
    const res = await send(server.client(), body);
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.message).toBe('Validation failed');
    const issue = error.issues?.find((i) => i.path[0] === field);
    expect(issue?.message).toContain(phrase);
    expect((await listPage()).pagination.total).toBe(before);
  });

  it('links a signed-in player’s message to their account (and their export lists it)', async () => {
    const { client, user } = await signedInPlayer(server);
    expect(
      (await send(client, { email: user.email, topic: 'feedback', message: 'I love the companion.' })).status,
    ).toBe(201);
    const stored = await newest();
    expect(stored).toMatchObject({
      email: user.email,
      topic: 'feedback',
      signedIn: true,
      // The player's own language when the page did not send one.
      language: 'en',
      user: { id: user.id, username: user.username, email: user.email, isBanned: false, isActive: true },
    });
    const exported = await client.get('/api/user/export');
    const doc = JSON.parse(typeof exported.body === 'string' ? exported.body : JSON.stringify(exported.body));
    expect(doc.contactMessages).toEqual([expect.objectContaining({ message: 'I love the companion.' })]);
  });

  it('links a banned player’s appeal by the address they type, marked as not signed in', async () => {
    const { user } = await signedInPlayer(server);
    const ban = await admin.post(`/api/admin/users/${user.id}/ban`, { reason: 'Spam in chat', duration: 24 });
    expect(ban.status).toBe(200);
    const res = await send(server.client(), {
      email: user.email.toUpperCase(),
      topic: 'account',
      message: 'I think my account was suspended by mistake.',
    });
    expect(res.status).toBe(201);
    expect(await newest()).toMatchObject({
      topic: 'account',
      signedIn: false,
      user: { id: user.id, username: user.username, isBanned: true },
    });
  });

  it('limits each address to 5 messages an hour: the 6th answers 429 with Retry-After, others still get through', async () => {
    const ip = nextIp();
    const client = server.client();
    // Refused bodies are not counted: a player fixing a typo does not use up their messages.
    expect((await send(client, { email: 'nope', message: 'Hi' }, ip)).status).toBe(400);
    for (let i = 1; i <= 5; i++) {
      expect((await send(client, { email: 'busy@example.com', message: `Message ${i}` }, ip)).status).toBe(
        201,
      );
    }
    const refused = await send(client, { email: 'busy@example.com', message: 'Message 6' }, ip);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many messages from this connection\. Please wait \d+ minute/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await newest()).toMatchObject({ message: 'Message 5' });
    // Someone else is not affected.
    expect((await send(client, { email: 'calm@example.com', message: 'Hello' })).status).toBe(201);
  });
});

describe('admin: messages to the team', () => {
  it('only admins may list or handle them: 401 signed out, 403 for players and moderators', async () => {
    const player = await signedInPlayer(server);
    const playerAdmin = await signedInPlayer(server);
    await server.deps.orm.em
      .getConnection()
      .execute(`update users set role = 'admin' where id = ?`, [playerAdmin.user.id]);
    expect((await send(server.client(), { email: 'x@example.com', message: 'Who reads this?' })).status).toBe(
      201,
    );
    const { id } = await newest();
    const cases: [string, TestClient, number][] = [
      ['anonymous', server.client(), 401],
      ['player', player.client, 403],
      ['moderator', moderator, 403],
    ];
    for (const [label, client, status] of cases) {
      const list = await client.get('/api/admin/contact-messages');
      expect(list.status, `${label} lists`).toBe(status);
      expect(errorMessage(list)).toBeTruthy();
      const handle = await client.post(`/api/admin/contact-messages/${id}/handle`);
      expect(handle.status, `${label} handles`).toBe(status);
    }
    expect((await newest()).handledAt).toBeNull();
    // A player whose role is admin uses the same API (the in-app panel's session).
    expect((await playerAdmin.client.get('/api/admin/contact-messages')).status).toBe(200);
  });

  it('lists newest first, paginated like the other admin lists, with how many are open', async () => {
    for (const text of ['First of three', 'Second of three', 'Third of three']) {
      expect((await send(server.client(), { email: 'order@example.com', message: text })).status).toBe(201);
    }
    const page1 = await listPage('?page=1&limit=2');
    expect(page1.messages.map((m) => m.message)).toEqual(['Third of three', 'Second of three']);
    expect(page1.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page1.pagination.totalPages).toBe(Math.ceil(page1.pagination.total / 2));
    const page2 = await listPage('?page=2&limit=2');
    expect(page2.messages[0]!.message).toBe('First of three');
    expect(page1.open).toBeGreaterThanOrEqual(3);
    expect((await admin.get('/api/admin/contact-messages?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/contact-messages?page=abc')).status).toBe(400);
  });

  it('marks a message handled once, audited; again is 409, unknown ids 404', async () => {
    expect(
      (await send(server.client(), { email: 'handled@example.com', message: 'Please reply' })).status,
    ).toBe(201);
    const message = await newest();
    const openBefore = (await listPage()).open;

    const res = await admin.post(`/api/admin/contact-messages/${message.id}/handle`, {}, from('203.0.113.7'));
    expect(res.status).toBe(200);
    const handled = contactMessageSchema.parse(res.body);
    expect(handled).toMatchObject({ id: message.id, email: 'handled@example.com' });
    expect(Date.parse(handled.handledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await listPage()).open).toBe(openBefore - 1);

    const audit = auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'contact.handle',
      resourceType: 'contact_message',
      resourceId: message.id,
      actor: ADMIN.username,
      oldValues: { handledAt: null },
      newValues: { handledAt: handled.handledAt },
      ipAddress: '203.0.113.7',
    });

    const again = await admin.post(`/api/admin/contact-messages/${message.id}/handle`);
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toMatch(/already marked handled/);
    const auditAfter = auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body);
    expect(auditAfter.pagination.total).toBe(audit.pagination.total);

    const unknown = await admin.post(
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handle',
    );
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe('Message not found');
    expect((await admin.post('/api/admin/contact-messages/not-an-id/handle')).status).toBe(404);
  });

  it('erasing the account erases the messages linked to it', async () => {
    const account = newAccount('eraser');
    const client = server.client();
    expect((await client.post('/api/register', account)).status).toBe(201);
    expect((await send(client, { email: account.email, message: 'Goodbye' })).status).toBe(201);
    const { id } = await newest();
    const res = await client.request('DELETE', '/api/user', { password: account.password });
    expect(res.status).toBe(204);
    const page = await listPage('?limit=100');
    expect(page.messages.some((m) => m.id === id)).toBe(false);
  });
});
