import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema, auditPageSchema } from '../../protocol/api/admin.ts';
import { chatMessageSchema } from '../../protocol/api/chat.ts';
import { clanSchema } from '../../protocol/api/clans.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import type { HttpResult, TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount, signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * NUL bytes and unpaired UTF-16 surrogates cannot be stored (PostgreSQL refuses both in text and
 * jsonb), so every text field refuses them with 400 before anything is written (DESIGN section 8).
 * JSON.stringify writes them as `\u0000` / `\ud800` escapes, which is exactly how a hostile client
 * would send them; JSON.parse turns the escapes back into the raw characters.
 */
const NUL = 'bad\u0000text';
const HIGH = 'bad\ud800text';
const LOW = 'bad\udc00text';
const TRAILING_HIGH = 'bad text\ud83d';

let server: TestServer;
let admin: TestClient;
const ADMIN = { username: 'text_admin', password: 'a-long-admin-password' };

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
  expect((await server.client().post('/api/admin/setup', ADMIN)).status).toBe(201);
  admin = server.client();
  expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

function expectRefused(res: HttpResult, field: string) {
  expect(res.status).toBe(400);
  const body = errorBodySchema.parse(res.body);
  expect(body.message).toBe('Validation failed');
  expect(body.issues?.map((i) => i.path.join('.'))).toContain(field);
}

const auditTotal = async () =>
  auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body).pagination.total;

describe('text fields refuse NUL bytes and lone surrogates', () => {
  it('quests and tasks: title and description; nothing is stored', async () => {
    const { client } = await signedInPlayer(server);
    for (const bad of [NUL, HIGH, LOW, TRAILING_HIGH]) {
      expectRefused(await client.post('/api/quests', { title: bad }), 'title');
      expectRefused(await client.post('/api/quests', { title: 'Fine', description: bad }), 'description');
      expectRefused(await client.post('/api/tasks', { title: bad }), 'title');
      expectRefused(await client.post('/api/tasks', { title: 'Fine', description: bad }), 'description');
    }
    // The escape as it arrives on the wire, written by hand rather than by JSON.stringify.
    expectRefused(await client.post('/api/quests', '{"title":"a\\u0000b"}'), 'title');
    expectRefused(await client.post('/api/quests', '{"title":"a\\udfffb"}'), 'title');
    expect((await client.get('/api/quests')).body).toEqual([]);
    expect((await client.get('/api/tasks')).body).toEqual([]);
  });

  it('keeps accepting real surrogate pairs (emoji) and other non-ASCII text', async () => {
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/quests', { title: 'Slay the 🐉 — déjà vu', description: '日本語 ✓' });
    expect(res.status).toBe(201);
    expect(questSchema.parse(res.body)).toMatchObject({
      title: 'Slay the 🐉 — déjà vu',
      description: '日本語 ✓',
    });
    const task = await client.post('/api/tasks', { title: '🐉🐉' });
    expect(task.status).toBe(201);
    expect(taskSchema.parse(task.body).title).toBe('🐉🐉');
  });

  it('profile: nickname and names', async () => {
    const { client } = await signedInPlayer(server);
    expectRefused(await client.request('PATCH', '/api/user/nickname', { nickname: NUL }), 'nickname');
    expectRefused(await client.request('PATCH', '/api/user/nickname', { nickname: HIGH }), 'nickname');
    expectRefused(await client.request('PATCH', '/api/user', { firstName: NUL }), 'firstName');
    expectRefused(await client.request('PATCH', '/api/user', { lastName: LOW }), 'lastName');
    const me = userSchema.parse((await client.get('/api/user')).body);
    expect(me).toMatchObject({ nickname: null, firstName: null, lastName: null });
  });

  it('clans and parties: names, tags, descriptions and the search query', async () => {
    const { client } = await signedInPlayer(server);
    expectRefused(await client.post('/api/clans', { name: NUL, tag: 'NUL' }), 'name');
    expectRefused(await client.post('/api/clans', { name: 'Fine clan', tag: 'A\ud800' }), 'tag');
    expectRefused(
      await client.post('/api/clans', { name: 'Fine clan', tag: 'FINE', description: LOW }),
      'description',
    );
    expectRefused(await client.get('/api/clans?search=%00'), 'search');
    expect(clanSchema.array().parse((await client.get('/api/clans')).body)).toEqual([]);

    expectRefused(await client.post('/api/parties', { name: NUL }), 'name');
    expectRefused(await client.post('/api/parties', { name: TRAILING_HIGH }), 'name');
    expect((await client.get('/api/parties/my-party')).body).toBeNull();
    expect(partySchema.array().parse((await client.get('/api/parties')).body)).toEqual([]);
  });

  it('party chat over REST', async () => {
    const { client } = await signedInPlayer(server);
    expect((await client.post('/api/parties', { name: 'Chatters' })).status).toBe(201);
    expectRefused(await client.post('/api/parties/chat', { text: NUL }), 'text');
    expectRefused(await client.post('/api/parties/chat', { text: HIGH }), 'text');
    expect(chatMessageSchema.array().parse((await client.get('/api/parties/chat')).body)).toEqual([]);
  });

  it('login and admin login', async () => {
    const account = newAccount('textlogin');
    expect((await server.client().post('/api/register', account)).status).toBe(201);
    const anon = server.client();
    expectRefused(await anon.post('/api/login', { email: NUL, password: account.password }), 'email');
    expectRefused(await anon.post('/api/login', { username: HIGH, password: account.password }), 'username');
    expectRefused(await anon.post('/api/login', { email: account.email, password: NUL }), 'password');
    expectRefused(
      await anon.post('/api/register', { ...newAccount(), password: `pass${NUL}word` }),
      'password',
    );
    expectRefused(await anon.post('/api/forgot-password', { email: `a${NUL}@example.com` }), 'email');
    expectRefused(
      await anon.post('/api/admin/login', { ...ADMIN, username: `text_admin${NUL}` }),
      'username',
    );
    expectRefused(
      await anon.post('/api/admin/login', { username: LOW, password: 'whatever-long' }),
      'username',
    );
    // The refusals counted nowhere: the right password still signs in.
    expect((await anon.post('/api/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
  });

  it('admin: ban and message reasons, the user search; no audit row, no change', async () => {
    const { user } = await signedInPlayer(server);
    const before = await auditTotal();
    expectRefused(
      await admin.post(`/api/admin/users/${user.id}/ban`, { reason: NUL, duration: 1 }),
      'reason',
    );
    expectRefused(await admin.post(`/api/admin/users/${user.id}/ban`, { reason: HIGH }), 'reason');
    expectRefused(
      await admin.post(`/api/admin/users/${user.id}/message`, { subject: 'Hi', message: LOW }),
      'message',
    );
    expectRefused(await admin.post(`/api/admin/users/${user.id}/grant`, { gold: 5, reason: NUL }), 'reason');
    expectRefused(await admin.request('DELETE', `/api/admin/users/${user.id}`, { reason: NUL }), 'reason');
    expectRefused(await admin.get('/api/admin/users?search=%00'), 'search');
    expectRefused(
      await admin.post('/api/admin/accounts', { username: `mod${NUL}`, password: 'moderator-password' }),
      'username',
    );
    expect(await auditTotal()).toBe(before);
    const target = adminUserSchema.parse((await admin.get(`/api/admin/users/${user.id}`)).body);
    expect(target).toMatchObject({ isBanned: false, banReason: null, isActive: true, gold: user.gold });
  });
});
