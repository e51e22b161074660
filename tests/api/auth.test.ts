import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../protocol/api/user.ts';
import { PHRASES } from '../../protocol/errors.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const newAccount = () => {
  const id = unique();
  return { email: `hero${id}@example.com`, username: `hero${id}`.slice(0, 20), password: 'correct-horse' };
};

const SECRET_KEYS = [
  'password',
  'passwordHash',
  'emailVerificationToken',
  'emailVerificationExpires',
  'passwordResetToken',
  'passwordResetExpires',
];
const expectNoSecrets = (body: unknown) => {
  const json = JSON.stringify(body);
  for (const key of SECRET_KEYS) expect(json).not.toContain(`"${key}"`);
  expect(json).not.toContain('$argon2id$');
};

async function register(client: TestClient, account = newAccount()) {
  const res = await client.post('/api/register', account);
  expect(res.status).toBe(201);
  return { account, user: userSchema.parse(res.body) };
}

beforeAll(async () => {
  // Many sign-ups from one IP here: lift only the registration limit (it has its own test below).
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('register', () => {
  it('creates the account, signs it in and answers the user itself with the spec defaults', async () => {
    const client = server.client();
    const { account, user } = await register(client);
    expect(user).toMatchObject({
      email: account.email,
      username: account.username,
      level: 1,
      experience: 0,
      experienceToNext: 75,
      gold: 100,
      health: 100,
      maxHealth: 100,
      damage: 10,
      defense: 5,
      role: 'user',
      isActive: true,
      isBanned: false,
      characterClass: 'Novice Adventurer',
      language: 'en',
      timezone: 'UTC',
      avatarStyle: 'adventurer',
      avatarColor: 'blue',
      avatarAccessory: 'none',
      effectiveDamage: 10,
      effectiveDefense: 5,
      power: 20,
    });
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(userSchema.parse(me.body).id).toBe(user.id);
    const full = await client.get('/api/user');
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ totalPoints: 0, currentStreak: 0 });
  });

  it('keeps the language and timezone given at sign-up, and refuses an unknown timezone', async () => {
    const res = await server
      .client()
      .post('/api/register', { ...newAccount(), language: 'fr', timezone: 'Europe/Zurich' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ language: 'fr', timezone: 'Europe/Zurich' });
    const bad = await server.client().post('/api/register', { ...newAccount(), timezone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['timezone'],
      message: 'Unknown timezone',
    });
  });

  it('stores the e-mail lower-cased and trimmed', async () => {
    const account = newAccount();
    const { user } = await register(server.client(), {
      ...account,
      email: `  ${account.email.toUpperCase()} `,
    });
    expect(user.email).toBe(account.email);
  });

  it('never lets a client set its own role, gold or verification (unknown keys are dropped)', async () => {
    const account = newAccount();
    const res = await server.client().post('/api/register', {
      ...account,
      role: 'admin',
      gold: 99999,
      level: 50,
      emailVerified: true,
      isBanned: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'user', gold: 100, level: 1, emailVerified: false });
  });

  it('answers 409 with the spec phrase for a duplicate e-mail, whatever its case', async () => {
    const { account } = await register(server.client());
    const res = await server.client().post('/api/register', {
      ...newAccount(),
      email: account.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toContain(PHRASES.emailTaken);
  });

  it('answers 409 with the spec phrase for a duplicate username, case-insensitively', async () => {
    const { account } = await register(server.client());
    const res = await server.client().post('/api/register', {
      ...newAccount(),
      username: account.username.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toContain(PHRASES.usernameTaken);
  });

  it('accepts usernames of exactly 3 and 20 characters', async () => {
    const id = unique();
    await register(server.client(), { ...newAccount(), username: `a${id}`.slice(0, 3) });
    await register(server.client(), { ...newAccount(), username: `b${id}xxxxxxxxxxxxxxxxxxxx`.slice(0, 20) });
  });

  it.each([
    [
      { email: 'not-an-email', username: 'valid_name', password: 'secret1' },
      'email',
      'Please enter a valid email',
    ],
    [
      { email: 'a@b.co', username: 'ab', password: 'secret1' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { email: 'a@b.co', username: 'x'.repeat(21), password: 'secret1' },
      'username',
      'Username must be less than 20 characters',
    ],
    [
      { email: 'a@b.co', username: 'valid_name', password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [{ username: 'valid_name', password: 'secret1' }, 'email', 'Please enter a valid email'],
  ])('answers 400 Validation failed with field issues for %j', async (body, field, message) => {
    const res = await server.client().post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: PHRASES.validation, code: 'validation_failed' });
    expect(res.body).toHaveProperty('issues');
    const issues = (res.body as { issues: { path: string[]; message: string }[] }).issues;
    expect(issues).toContainEqual({ path: [field], message });
  });

  it('answers 400 for a body that is not JSON, and changes nothing', async () => {
    const res = await server.client().request('POST', '/api/register', '{"email": broken', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/JSON/);
  });
});

describe('login', () => {
  it('signs in by e-mail or by username (any case) and regenerates the session id', async () => {
    const { account } = await register(server.client());
    const client = server.client();
    const first = await client.post('/api/login', { email: account.email, password: account.password });
    expect(first.status).toBe(200);
    expect(userSchema.parse(first.body).username).toBe(account.username);
    const firstCookie = client.cookies.get('qp.sid');
    expect(firstCookie).toBeTruthy();

    const second = await client.post('/api/login', {
      username: account.username.toUpperCase(),
      password: account.password,
    });
    expect(second.status).toBe(200);
    expect(client.cookies.get('qp.sid')).not.toBe(firstCookie);

    // The old session id no longer works.
    const stale = server.client();
    stale.cookies.set('qp.sid', firstCookie!);
    for (const [k, v] of client.cookies) if (k !== 'qp.sid') stale.cookies.set(k, v);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding no user data', async () => {
    const account = newAccount();
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(account),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('qp.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
  });

  it('answers 401 with the spec phrase for a wrong password or an unknown account', async () => {
    const { account } = await register(server.client());
    const wrong = await server
      .client()
      .post('/api/login', { email: account.email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(errorMessage(wrong)).toContain(PHRASES.invalidCredentials);
    const unknown = await server
      .client()
      .post('/api/login', { username: 'nobody_here', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(errorMessage(unknown)).toContain(PHRASES.invalidCredentials);
  });

  it('answers 400 with the spec messages for missing fields', async () => {
    const res = await server.client().post('/api/login', {});
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: { path: string[]; message: string }[] }).issues;
    expect(issues).toContainEqual({ path: ['password'], message: 'Password is required' });
    const noId = await server.client().post('/api/login', { password: 'x' });
    expect(noId.status).toBe(400);
    expect((noId.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['emailOrUsername'],
      message: 'Email or username is required',
    });
  });

  it('rate-limits wrong logins per account and IP: the 20th rapid try answers 429, even with the right password', async () => {
    const { account } = await register(server.client());
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await client.post('/api/login', { email: account.email, password: `wrong-${i}` })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[19]).toBe(429);
    const right = await client.post('/api/login', { email: account.email, password: account.password });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorMessage(right)).toMatch(/Too many attempts/);
  });
});

describe('registration rate limit', () => {
  it('answers 429 with Retry-After after 10 sign-ups per hour from one IP', async () => {
    const limited = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await limited.client().post('/api/register', newAccount())).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('session', () => {
  it('answers 401 from /api/auth/user and /api/user without a session', async () => {
    const client = server.client();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: expect.any(String), code: 'unauthenticated' });
  });

  it('ends the session on logout', async () => {
    const client = server.client();
    await register(client);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps a readable signed-in hint beside the session: set at sign-in, cleared at sign-out, on no visitor', async () => {
    const visitor = server.client();
    const health = await visitor.get('/api/health');
    expect(health.headers.getSetCookie().join('\n')).not.toContain('qp.in=');
    expect((await visitor.get('/api/auth/user')).status).toBe(401);
    expect(visitor.cookies.has('qp.in')).toBe(false);

    const client = server.client();
    const res = await client.post('/api/register', newAccount());
    const hint = res.headers.getSetCookie().find((cookie) => cookie.startsWith('qp.in=1'));
    // The page reads it (not HttpOnly); it carries nothing secret.
    expect(hint).toBeDefined();
    expect(hint?.toLowerCase()).not.toContain('httponly');
    expect(client.cookies.get('qp.in')).toBe('1');
    // Set once: later answers leave it alone.
    expect((await client.get('/api/auth/user')).headers.getSetCookie().join('\n')).not.toContain('qp.in=');

    await client.post('/api/logout');
    expect(client.cookies.has('qp.in')).toBe(false);

    // A stale hint (the session ended elsewhere) costs one 401 and is cleared with it.
    const stale = server.client();
    stale.cookies.set('qp.in', '1');
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect(stale.cookies.has('qp.in')).toBe(false);
  });

  it('never answers a password hash or a token in any user JSON', async () => {
    const client = server.client();
    const { account } = await register(client);
    const bodies = [
      (await client.get('/api/auth/user')).body,
      (await client.get('/api/user')).body,
      (await server.client().post('/api/login', { email: account.email, password: account.password })).body,
    ];
    for (const body of bodies) expectNoSecrets(body);
  });
});

describe('cross-site protection and the error contract', () => {
  it('refuses a state change from a foreign Origin with 403', async () => {
    const client = server.client({ origin: 'https://evil.example' });
    const res = await client.post('/api/register', newAccount());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'origin_refused' });
  });

  it('refuses a browser request marked cross-site even without Origin', async () => {
    const client = server.client({ origin: null });
    const res = await client.post('/api/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('accepts both localhost and 127.0.0.1 origins when APP_URL is unset', async () => {
    const client = server.client({ origin: `http://localhost:${server.port}` });
    const res = await client.post('/api/register', newAccount());
    expect(res.status).toBe(201);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.stringContaining('/api/no-such-thing') });
  });

  it('sends security headers', async () => {
    const res = await server.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeTruthy();
  });
});

describe('health', () => {
  it('answers /api/health and /api/ready', async () => {
    const client = server.client();
    expect((await client.get('/api/health')).body).toEqual({ status: 'ok' });
    const ready = await client.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });
});
