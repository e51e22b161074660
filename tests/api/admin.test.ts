import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAccountSchema,
  adminLoginResponseSchema,
  adminMeSchema,
  auditPageSchema,
  usersPageSchema,
} from '../../protocol/api/admin.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount, signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let admin: TestClient;
let moderator: TestClient;
const ADMIN = { username: 'root_admin', password: 'a-long-admin-password' };

async function accountClient(credentials: { username: string; password: string }) {
  const client = server.client();
  const res = await client.post('/api/admin/login', credentials);
  expect(res.status).toBe(200);
  return client;
}
const auditCount = async () =>
  auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body).pagination.total;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
  expect((await server.client().post('/api/admin/setup', ADMIN)).status).toBe(201);
  admin = await accountClient(ADMIN);
  const mod = { username: 'kind_moderator', password: 'moderator-password-1', role: 'moderator' };
  expect((await admin.post('/api/admin/accounts', mod)).status).toBe(201);
  moderator = await accountClient(mod);
});
afterAll(async () => {
  await server?.close();
});

describe('admin area accounts', () => {
  it('refuses setup once an admin exists, and bad credentials', async () => {
    expect(
      (await server.client().post('/api/admin/setup', { username: 'another', password: 'another-password' }))
        .status,
    ).toBe(403);
    const bad = await server.client().post('/api/admin/login', { ...ADMIN, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(errorMessage(bad)).toBe('Invalid credentials');
    expect((await admin.get('/api/admin/me')).body).toEqual({
      user: { id: expect.any(String), username: 'root_admin', role: 'admin' },
    });
  });

  it.each([
    [
      'alg none',
      (token: string) => `${jwt.sign({ sub: 'x' }, '', { algorithm: 'none' })}${token.slice(0, 0)}`,
    ],
    ['a wrong signature', (token: string) => `${token.slice(0, -3)}abc`],
    [
      'an expired token',
      () =>
        jwt.sign({ sub: 'x' }, server.deps.secrets.jwtSecret, {
          algorithm: 'HS256',
          audience: 'quest-planner-admin',
          issuer: 'quest-planner',
          expiresIn: -10,
          jwtid: '00000000-0000-4000-8000-000000000000',
        }),
    ],
  ])('answers 401 for %s', async (_label, forge) => {
    const client = server.client();
    client.cookies.set('qp.admin', forge(admin.cookies.get('qp.admin')!));
    expect((await client.get('/api/admin/users')).status).toBe(401);
  });

  it('sets the session cookie for the admin API and the live-statistics socket only, and clears both at logout', async () => {
    const client = server.client();
    const login = await client.post('/api/admin/login', ADMIN);
    const paths = (cookies: string[]) =>
      cookies
        .filter((c) => c.startsWith('qp.admin='))
        .map((c) => /;\s*path=([^;]+)/i.exec(c)?.[1])
        .sort();
    const set = login.headers.getSetCookie();
    expect(paths(set)).toEqual(['/api/admin', '/socket.io']);
    for (const cookie of set.filter((c) => c.startsWith('qp.admin='))) {
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=strict/i);
    }
    const logout = await client.post('/api/admin/logout');
    const cleared = logout.headers.getSetCookie().filter((c) => c.startsWith('qp.admin='));
    expect(paths(cleared)).toEqual(['/api/admin', '/socket.io']);
    for (const cookie of cleared) expect(cookie).toMatch(/expires=Thu, 01 Jan 1970/i);
  });

  it('lists the admin accounts in the shape the admin screens read, with who created each', async () => {
    const accounts = adminAccountSchema.array().parse((await admin.get('/api/admin/accounts')).body);
    expect(accounts.map((a) => [a.username, a.role, a.createdBy])).toEqual([
      ['root_admin', 'admin', null],
      ['kind_moderator', 'moderator', 'root_admin'],
    ]);
    expect(adminMeSchema.parse((await moderator.get('/api/admin/me')).body).user.role).toBe('moderator');
    expect(
      adminLoginResponseSchema.parse((await server.client().post('/api/admin/login', ADMIN)).body),
    ).toEqual({ user: { username: 'root_admin', role: 'admin' } });
  });

  it('revokes the token at logout', async () => {
    const client = await accountClient(ADMIN);
    const token = client.cookies.get('qp.admin')!;
    expect((await client.post('/api/admin/logout')).status).toBe(200);
    const replay = server.client();
    replay.cookies.set('qp.admin', token);
    expect((await replay.get('/api/admin/me')).status).toBe(401);
  });
});

describe('permission matrix', () => {
  it('enforces who may call what on the server', async () => {
    const target = await signedInPlayer(server);
    const playerAdmin = await signedInPlayer(server);
    await server.deps.orm.em
      .getConnection()
      .execute(`update users set role = 'admin' where id = ?`, [playerAdmin.user.id]);
    const player = await signedInPlayer(server);
    const id = target.user.id;
    const routes: [string, string, unknown, 'moderator' | 'admin'][] = [
      ['GET', '/api/admin/users', undefined, 'moderator'],
      ['GET', `/api/admin/users/${id}`, undefined, 'moderator'],
      ['GET', '/api/admin/stats', undefined, 'moderator'],
      ['POST', `/api/admin/users/${id}/message`, { subject: 'Hi', message: 'Hello there' }, 'moderator'],
      ['POST', `/api/admin/users/${id}/ban`, { reason: 'Spam', duration: 1 }, 'moderator'],
      ['POST', `/api/admin/users/${id}/unban`, {}, 'moderator'],
      ['POST', `/api/admin/users/${id}/grant`, { xp: 10, gold: 5 }, 'admin'],
      ['PATCH', `/api/admin/users/${id}/role`, { role: 'moderator' }, 'admin'],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'admin' }, 'admin'],
      ['POST', `/api/admin/users/${id}/reset-progress`, { resetType: 'partial' }, 'admin'],
      ['GET', '/api/admin/accounts', undefined, 'admin'],
      ['GET', '/api/admin/audit-log', undefined, 'admin'],
    ];
    const actors: [string, TestClient, 'none' | 'player' | 'moderator' | 'admin'][] = [
      ['anonymous', server.client(), 'none'],
      ['player', player.client, 'player'],
      ['moderator account', moderator, 'moderator'],
      ['admin account', admin, 'admin'],
      ['player with role admin', playerAdmin.client, 'admin'],
    ];
    for (const [method, path, body, needs] of routes) {
      for (const [label, client, level] of actors) {
        if (path.endsWith('/role')) {
          // Each actor changes the role from 'user', so a repeated change is not refused as unchanged.
          await server.deps.orm.em
            .getConnection()
            .execute(`update users set role = 'user' where id = ?`, [id]);
        }
        const res = await client.request(method, path, body);
        const expected =
          level === 'none'
            ? 401
            : level === 'player'
              ? 403
              : needs === 'admin' && level === 'moderator'
                ? 403
                : 200;
        expect([label, method, path, res.status]).toEqual([label, method, path, expected]);
      }
    }
  });
});

describe('moderation', () => {
  it('every action leaves exactly one audit row with old and new values', async () => {
    const { user } = await signedInPlayer(server);
    const before = await auditCount();
    await admin.post(`/api/admin/users/${user.id}/grant`, { gold: 50 });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body).entries;
    expect(entry).toMatchObject({
      action: 'user.grant',
      resourceId: user.id,
      actor: 'root_admin',
      oldValues: { gold: 100 },
      newValues: { gold: 150, reason: 'Admin gift' },
    });
    expect(entry!.userAgent).toBeTruthy();
    await moderator.post(`/api/admin/users/${user.id}/message`, {
      subject: 'Welcome',
      message: 'Glad you are here',
      priority: 'high',
    });
    expect(await auditCount()).toBe(before + 2);
    // A refused action writes nothing.
    expect((await admin.post(`/api/admin/users/${user.id}/grant`, { gold: -1000 })).status).toBe(409);
    expect((await admin.post(`/api/admin/users/${user.id}/grant`, { xp: 0, gold: 0 })).status).toBe(400);
    expect(await auditCount()).toBe(before + 2);
  });

  it('a ban ends the sessions and refuses login with the reason and its end; unban restores', async () => {
    const account = newAccount('banme');
    const victim = server.client();
    const reg = await victim.post('/api/register', account);
    const id = (reg.body as { id: string }).id;
    const res = await moderator.post(`/api/admin/users/${id}/ban`, {
      reason: 'Spamming the chat',
      duration: 24,
    });
    expect(res.status).toBe(200);
    expect((await victim.get('/api/auth/user')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/login', { email: account.email, password: account.password });
    expect(login.status).toBe(403);
    expect(errorMessage(login)).toMatch(/banned until \d{4}-\d{2}-\d{2}T.*Spamming the chat/);
    expect((await moderator.post(`/api/admin/users/${id}/ban`, { reason: '  ' })).status).toBe(400);
    await moderator.post(`/api/admin/users/${id}/unban`);
    expect(
      (await server.client().post('/api/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
  });

  it('moderators act on players only: banning, unbanning or messaging a moderator or admin is 403', async () => {
    const setRole = (id: string, role: string) =>
      server.deps.orm.em.getConnection().execute(`update users set role = ? where id = ?`, [role, id]);
    const playerModerator = await signedInPlayer(server);
    await setRole(playerModerator.user.id, 'moderator');
    const targets: Record<string, string> = {};
    for (const role of ['moderator', 'admin']) {
      const { user } = await signedInPlayer(server);
      await setRole(user.id, role);
      targets[role] = user.id;
    }
    const before = await auditCount();
    for (const [label, client] of [
      ['moderator account', moderator],
      ['player with role moderator', playerModerator.client],
    ] as const) {
      for (const [role, id] of Object.entries(targets)) {
        for (const [action, body] of [
          ['ban', { reason: 'Power grab', duration: null }],
          ['unban', {}],
          ['message', { subject: 'Hi', message: 'Step down' }],
        ] as const) {
          const res = await client.post(`/api/admin/users/${id}/${action}`, body);
          expect([label, role, action, res.status]).toEqual([label, role, action, 403]);
          expect(errorMessage(res)).toMatch(/moderators can act on players only/i);
        }
      }
    }
    // Nothing happened: no audit row, nobody banned, no message delivered.
    expect(await auditCount()).toBe(before);
    for (const id of Object.values(targets)) {
      expect((await admin.get(`/api/admin/users/${id}`)).body).toMatchObject({ isBanned: false });
    }
    // A moderator still moderates players, and an administrator may act on a moderator.
    const { user: player } = await signedInPlayer(server);
    expect(
      (await moderator.post(`/api/admin/users/${player.id}/message`, { subject: 'Hi', message: 'Hello' }))
        .status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/admin/users/${targets.moderator}/ban`, { reason: 'Abuse', duration: 1 }))
        .status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/users/${targets.moderator}/unban`)).status).toBe(200);
  });

  it('lists users with search, filters, sorting and pagination', async () => {
    const page = usersPageSchema.parse(
      (await admin.get('/api/admin/users?limit=2&sortBy=username&sortOrder=asc')).body,
    );
    expect(page.users).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.total / 2));
    const { user } = await signedInPlayer(server);
    const found = usersPageSchema.parse((await admin.get(`/api/admin/users?search=${user.username}`)).body);
    expect(found.users.map((u) => u.id)).toEqual([user.id]);
    expect((await admin.get('/api/admin/users?status=sleepy')).status).toBe(400);
    expect((await admin.get('/api/admin/stats')).body).toMatchObject({
      totalUsers: expect.any(Number),
      completedQuestsToday: expect.any(Number),
    });
  });

  it('resets progress partially or fully, changes roles, and deactivates accounts for good', async () => {
    const { client, user } = await signedInPlayer(server);
    await admin.post(`/api/admin/users/${user.id}/grant`, { xp: 500, gold: 10 });
    const partial = await admin.post(`/api/admin/users/${user.id}/reset-progress`, { resetType: 'partial' });
    expect(partial.body).toMatchObject({ experience: 0, gold: 110 });
    expect((partial.body as { level: number }).level).toBeGreaterThan(1);
    const full = await admin.post(`/api/admin/users/${user.id}/reset-progress`, { resetType: 'full' });
    expect(full.body).toMatchObject({ level: 1, experience: 0, gold: 100 });
    expect((await admin.request('PATCH', `/api/admin/users/${user.id}/role`, { role: 'user' })).status).toBe(
      400,
    );
    expect((await admin.request('DELETE', `/api/admin/users/${user.id}`, {})).status).toBe(400);
    expect(
      (await admin.request('DELETE', `/api/admin/users/${user.id}`, { reason: 'Asked to leave' })).status,
    ).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('feature flags', () => {
  it('lists the flags, and switching the AI companion off is honoured at once, with an audit row', async () => {
    const flags = (await admin.get('/api/admin/feature-flags')).body as {
      name: string;
      isEnabled: boolean;
    }[];
    expect(flags.map((f) => f.name)).toEqual(['ai-companion', 'party-chat']);
    expect((await moderator.get('/api/admin/feature-flags')).status).toBe(403);
    const { client } = await signedInPlayer(server);
    expect((await client.post('/api/ai/chat', { message: 'hello' })).status).toBe(200);
    const before = await auditCount();
    const off = await admin.request('PATCH', '/api/admin/feature-flags/ai-companion', { isEnabled: false });
    expect(off.body).toMatchObject({ name: 'ai-companion', isEnabled: false });
    expect(await auditCount()).toBe(before + 1);
    const refused = await client.post('/api/ai/chat', { message: 'hello' });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toMatch(/switched off/);
    await admin.request('PATCH', '/api/admin/feature-flags/ai-companion', {
      isEnabled: true,
      rolloutPercentage: 100,
    });
    expect((await client.post('/api/ai/chat', { message: 'hello again' })).status).toBe(200);
    expect(
      (await admin.request('PATCH', '/api/admin/feature-flags/ai-companion', { rolloutPercentage: 101 }))
        .status,
    ).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/feature-flags/nope', { isEnabled: true })).status).toBe(
      404,
    );
    // A name that cannot be stored cannot name a flag either: 404, not a database error.
    for (const name of ['ai%00companion', 'ai%ED%A0%80', 'x'.repeat(101)]) {
      const res = await admin.request('PATCH', `/api/admin/feature-flags/${name}`, { isEnabled: true });
      expect([name, res.status]).toEqual([name, 404]);
    }
  });
});

describe('abilities in the answers (server/policies)', () => {
  it("lists each player with what the viewer may do to them, and a player's own `can`", async () => {
    const player = await signedInPlayer(server);
    expect(player.user.can).toEqual({ useAdminPanel: false, moderate: false, administer: false });
    const promoted = await admin.request('PATCH', `/api/admin/users/${player.user.id}/role`, {
      role: 'moderator',
    });
    expect(promoted.status).toBe(200);
    const me = (await player.client.get('/api/user')).body as { can: unknown };
    expect(me.can).toEqual({ useAdminPanel: false, moderate: true, administer: false });

    const target = await signedInPlayer(server);
    const find = async (viewer: TestClient, username: string) => {
      const page = usersPageSchema.parse((await viewer.get(`/api/admin/users?search=${username}`)).body);
      return page.users.find((u) => u.username === username);
    };
    const asModerator = await find(moderator, target.user.username);
    expect(asModerator?.actions).toEqual({
      ban: true,
      unban: true,
      message: true,
      grant: false,
      role: false,
      reset: false,
      delete: false,
    });
    // A moderator's row, seen by another moderator: hands off (the server answers 403 too).
    const peer = await find(moderator, player.user.username);
    expect(Object.values(peer?.actions ?? {}).some(Boolean)).toBe(false);
    const asAdmin = await find(admin, player.user.username);
    expect(Object.values(asAdmin?.actions ?? {}).every(Boolean)).toBe(true);
  });
});
