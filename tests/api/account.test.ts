import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSessionsResponseSchema,
  changeEmailResponseSchema,
  type User,
  userSchema,
} from '../../protocol/api/user.ts';
import { PHRASES } from '../../protocol/errors.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { linkFrom, waitForMail } from '../support/outbox.ts';
import { newAccount } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** DESIGN section 12: change password and e-mail, see and end sessions, export, delete. */

let server: TestServer;

const del = (client: TestClient, path: string, body?: unknown) => client.request('DELETE', path, body);

async function register(
  account = newAccount('acct'),
): Promise<{ client: TestClient; user: User; account: typeof account }> {
  const client = server.client();
  const res = await client.post('/api/register', account);
  expect(res.status).toBe(201);
  return { client, user: userSchema.parse(res.body), account };
}

async function login(account: { email: string; password: string }, userAgent = 'Vitest') {
  const client = server.client();
  const res = await client.request('POST', '/api/login', account, { 'user-agent': userAgent });
  return { client, res };
}

const sessionsOf = async (client: TestClient) => {
  const res = await client.get('/api/user/sessions');
  expect(res.status).toBe(200);
  return accountSessionsResponseSchema.parse(res.body).sessions;
};

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: {
      register: { points: 1000, durationSeconds: 3600 },
      loginAccountIp: { points: 4, durationSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('signed out', () => {
  it('answers 401 on every account route', async () => {
    const client = server.client();
    expect(
      (await client.post('/api/user/password', { currentPassword: 'x', newPassword: 'yyyyyy' })).status,
    ).toBe(401);
    expect((await client.post('/api/user/email', { password: 'x', email: 'a@example.com' })).status).toBe(
      401,
    );
    expect((await client.get('/api/user/sessions')).status).toBe(401);
    expect((await del(client, '/api/user/sessions/abc')).status).toBe(401);
    expect((await client.get('/api/user/export')).status).toBe(401);
    expect((await del(client, '/api/user', { password: 'x' })).status).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password, ends the other sessions, and keeps the current one under a new cookie', async () => {
    const { client, account } = await register();
    const { client: phone } = await login(account, 'Phone');
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    const before = client.cookies.get('qp.sid');

    const res = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(res.status).toBe(200);
    expect(client.cookies.get('qp.sid')).toBeTruthy();
    expect(client.cookies.get('qp.sid')).not.toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect(await sessionsOf(client)).toHaveLength(1);

    // The old cookie is worth nothing any more.
    const stale = server.client();
    stale.cookies.set('qp.sid', before!);
    stale.cookies.set('qp.sid.sig', '');
    expect((await stale.get('/api/auth/user')).status).toBe(401);

    expect((await login(account)).res.status).toBe(401);
    expect((await login({ email: account.email, password: 'a-brand-new-secret' })).res.status).toBe(200);
  });

  it('refuses a wrong current password with 403 and a short new one with 400', async () => {
    const { client, account } = await register();
    const wrong = await client.post('/api/user/password', {
      currentPassword: 'not-my-password',
      newPassword: 'another-secret',
    });
    expect(wrong.status).toBe(403);
    const short = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: '123',
    });
    expect(short.status).toBe(400);
    expect(errorMessage(short)).toContain(PHRASES.validation);
    const missing = await client.post('/api/user/password', { newPassword: 'another-secret' });
    expect(missing.status).toBe(400);
    expect((await login(account)).res.status).toBe(200);
  });

  it('counts wrong passwords toward the login limit: 429, even for the right one', async () => {
    const { client, account } = await register();
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/user/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'whatever-new',
      });
      expect(res.status).toBe(403);
    }
    const limited = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'whatever-new',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same window guards the login form.
    expect((await login(account)).res.status).toBe(429);
  });
});

describe('POST /api/user/email (verification off)', () => {
  it('changes the address at once and tells the old one', async () => {
    const { client, account } = await register();
    const next = newAccount('moved').email;
    const res = await client.post('/api/user/email', {
      password: account.password,
      email: next.toUpperCase(),
    });
    expect(res.status).toBe(200);
    const body = changeEmailResponseSchema.parse(res.body);
    expect(body.pendingEmail).toBeNull();
    expect(body.user.email).toBe(next);
    const notice = await waitForMail(server.dataDir, account.email, /e-mail address/i);
    expect(notice.text).not.toContain(next);
    expect((await login({ email: next, password: account.password })).res.status).toBe(200);
    expect((await login(account)).res.status).toBe(401);
  });

  it('answers 403 for a wrong password, 409 for an address in use and 400 for a malformed one', async () => {
    const { client, account } = await register();
    const other = await register();
    const wrong = await client.post('/api/user/email', { password: 'nope-nope', email: newAccount().email });
    expect(wrong.status).toBe(403);
    const taken = await client.post('/api/user/email', {
      password: account.password,
      email: other.account.email,
    });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toContain(PHRASES.emailTaken);
    const bad = await client.post('/api/user/email', { password: account.password, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect((await client.get('/api/user')).body).toMatchObject({ email: account.email });
  });
});

describe('GET and DELETE /api/user/sessions', () => {
  it('lists where the player is signed in, without the cookie value, and ends one', async () => {
    const { account } = await register();
    const { client: laptop } = await login(account, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    const { client: phone } = await login(account, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const sessions = await sessionsOf(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const mine = sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.userAgent).toContain('Firefox');
    const cookieValues = [laptop, phone].map((c) => c.cookies.get('qp.sid')!);
    for (const s of sessions) {
      expect(cookieValues).not.toContain(s.id);
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(s.lastSeenAt === null || !Number.isNaN(Date.parse(s.lastSeenAt))).toBe(true);
    }
    expect(JSON.stringify(sessions)).not.toContain(cookieValues[0]);

    const phoneSession = sessions.find((s) => s.userAgent?.includes('iPhone'))!;
    expect((await del(laptop, `/api/user/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await del(laptop, `/api/user/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it("answers 404 for another player's session id", async () => {
    const alice = await register();
    const bob = await register();
    const [bobs] = await sessionsOf(bob.client);
    expect((await del(alice.client, `/api/user/sessions/${bobs!.id}`)).status).toBe(404);
    expect((await bob.client.get('/api/auth/user')).status).toBe(200);
    expect((await del(alice.client, '/api/user/sessions/not-a-session')).status).toBe(404);
  });

  it('signs out everywhere else', async () => {
    const { client, account } = await register();
    const { client: a } = await login(account);
    const { client: b } = await login(account);
    expect((await del(client, '/api/user/sessions')).status).toBe(204);
    expect((await a.get('/api/auth/user')).status).toBe(401);
    expect((await b.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await sessionsOf(client)).toHaveLength(1);
  });

  it('ending the current session signs this browser out', async () => {
    const { client } = await register();
    const [current] = await sessionsOf(client);
    expect((await del(client, `/api/user/sessions/${current!.id}`)).status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('GET /api/user/export', () => {
  it('answers one JSON attachment with the player’s data and no secret', async () => {
    const { client, account, user } = await register();
    expect((await client.post('/api/quests', { title: 'Water the plants', difficulty: 'easy' })).status).toBe(
      201,
    );
    expect((await client.post('/api/tasks', { title: 'Call the dentist', priority: 'high' })).status).toBe(
      201,
    );
    const res = await client.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="quest-planner-\d{4}-\d\d-\d\d\.json"$/,
    );
    const doc = res.body as Record<string, unknown> & {
      profile: Record<string, unknown>;
      quests: Record<string, unknown>[];
      tasks: Record<string, unknown>[];
      sessions: Record<string, unknown>[];
    };
    expect(doc.profile).toMatchObject({
      id: user.id,
      username: account.username,
      email: account.email,
      level: 1,
    });
    expect(doc.quests.map((q) => q.title)).toEqual(['Water the plants']);
    expect(doc.tasks.map((t) => t.title)).toEqual(['Call the dentist']);
    expect(String(doc.quests[0]!.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const key of [
      'focusSessions',
      'items',
      'companions',
      'achievements',
      'notifications',
      'chatMessages',
      'activity',
    ]) {
      expect(Array.isArray(doc[key])).toBe(true);
    }
    expect(doc.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toMatch(/"password"|token|"sid"/i);
    expect(text).not.toContain(client.cookies.get('qp.sid'));
  });
});

describe('DELETE /api/user', () => {
  it('refuses a wrong password with 403 and keeps the account', async () => {
    const { client, account } = await register();
    expect((await del(client, '/api/user', { password: 'wrong-password' })).status).toBe(403);
    expect((await del(client, '/api/user', {})).status).toBe(400);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await login(account)).res.status).toBe(200);
  });

  it('erases the account: it leaves party and clan, its name goes everywhere, and it can register again', async () => {
    const gone = await register(newAccount('leaver'));
    const { client: goneElsewhere } = await login(gone.account);
    const friend = await register();

    // A party led by the leaver, with a boss hit by them and a chat message.
    const party = await gone.client.post<{ id: string }>('/api/parties', { name: 'Leavers and friends' });
    expect(party.status).toBe(201);
    expect((await friend.client.post(`/api/parties/${party.body.id}/join`)).status).toBe(200);
    const quest = await gone.client.post<{ id: string }>('/api/quests', {
      title: 'Slay it',
      difficulty: 'hard',
    });
    const hit = await gone.client.post('/api/boss/damage', { questId: quest.body.id });
    expect(hit.status).toBe(200);
    expect((await gone.client.post('/api/parties/chat', { text: 'hello friends' })).status).toBe(201);
    const bossBefore = (
      await friend.client.get<{ currentHealth: number; maxHealth: number }>('/api/boss/current')
    ).body;

    // A clan founded by the leaver, joined by the friend (who follows clan news).
    const clan = await gone.client.post<{ id: string }>('/api/clans', {
      name: `Remembrance ${Date.now().toString(36)}`,
      tag: 'LEAV',
      description: 'We will remember',
    });
    expect(clan.status).toBe(201);
    expect((await friend.client.request('PATCH', '/api/user', { clanNotifications: true })).status).toBe(200);
    expect((await friend.client.post(`/api/clans/${clan.body.id}/join`)).status).toBe(200);

    // The leaver also has the admin role and wrote to the friend from the in-app panel.
    const setup = { username: 'acct_admin', password: 'acct-admin-password' };
    expect((await server.client().post('/api/admin/setup', setup)).status).toBe(201);
    const admin = server.client();
    expect((await admin.post('/api/admin/login', setup)).status).toBe(200);
    expect(
      (await admin.request('PATCH', `/api/admin/users/${gone.user.id}/role`, { role: 'admin' })).status,
    ).toBe(200);
    const note = { subject: 'Welcome', message: 'Glad you are here', priority: 'normal' };
    expect((await gone.client.post(`/api/admin/users/${friend.user.id}/message`, note)).status).toBe(200);

    const res = await del(gone.client, '/api/user', { password: gone.account.password });
    expect(res.status).toBe(204);
    expect((await gone.client.get('/api/auth/user')).status).toBe(401);
    expect((await goneElsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await login(gone.account)).res.status).toBe(401);

    // The friend leads the party and the clan now; the boss keeps its damage.
    const myParty = await friend.client.get<{ leaderId: string; members: { id: string }[] }>(
      '/api/parties/my-party',
    );
    expect(myParty.status).toBe(200);
    expect(myParty.body.members.map((m) => m.id)).toEqual([friend.user.id]);
    const bossAfter = (
      await friend.client.get<{ currentHealth: number; maxHealth: number }>('/api/boss/current')
    ).body;
    expect(bossAfter.currentHealth).toBe(bossBefore.currentHealth);

    const name = gone.account.username;
    const answers = await Promise.all([
      friend.client.get('/api/parties/my-party'),
      friend.client.get('/api/parties'),
      friend.client.get('/api/parties/chat'),
      friend.client.get('/api/boss/current'),
      friend.client.get(`/api/clans/${clan.body.id}`),
      friend.client.get(`/api/clans/${clan.body.id}/activity`),
      friend.client.get('/api/clans/my-clan'),
      friend.client.get('/api/notifications'),
      admin.get('/api/admin/users?limit=100'),
      admin.get(`/api/admin/users?search=${encodeURIComponent(name)}`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(JSON.stringify(answer.body)).not.toContain(name);
      expect(JSON.stringify(answer.body)).not.toContain(gone.user.id);
    }
    expect(JSON.stringify(answers[5]!.body)).toContain('a former member');

    // The name and the address are free again.
    const again = await server.client().post('/api/register', gone.account);
    expect(again.status).toBe(201);
    expect(userSchema.parse(again.body).id).not.toBe(gone.user.id);
  });
});

describe('POST /api/user/email (verification required)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ env: { EMAIL_VERIFICATION: 'required' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('mails the new address a link and the old one a notice; the address changes when the link is followed', async () => {
    const account = newAccount('verif');
    const client = strict.client();
    expect((await client.post('/api/register', { ...account, language: 'fr' })).status).toBe(201);
    const welcome = await waitForMail(strict.dataDir, account.email, /e-mail/i);
    const verify = new URL(linkFrom(welcome, '/api/verify-email'));
    await client.get(`${verify.pathname}${verify.search}`);
    expect((await client.post('/api/login', account)).status).toBe(200);

    const next = newAccount('newaddr').email;
    const res = await client.post('/api/user/email', { password: account.password, email: next });
    expect(res.status).toBe(200);
    const body = changeEmailResponseSchema.parse(res.body);
    expect(body.pendingEmail).toBe(next);
    expect(body.user.email).toBe(account.email);

    const notice = await waitForMail(strict.dataDir, account.email, /adresse e-mail/i);
    expect(notice.text).not.toContain(next);
    const mail = await waitForMail(strict.dataDir, next, /nouvel e-mail/i);
    const link = new URL(linkFrom(mail, '/api/verify-email'));
    const open = await strict.client().get(`${link.pathname}${link.search}`);
    expect(open.headers.get('location')).toBe('/auth?verified=true');
    const twice = await strict.client().get(`${link.pathname}${link.search}`);
    expect(twice.headers.get('location')).toBe('/auth?verified=false');

    expect((await client.get('/api/user')).body).toMatchObject({ email: next, emailVerified: true });
    expect(
      (await strict.client().post('/api/login', { email: next, password: account.password })).status,
    ).toBe(200);
  });
});
