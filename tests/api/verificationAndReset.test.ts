import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  REGISTER_CHECK_EMAIL_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
} from '../../protocol/api/auth.ts';
import { PHRASES } from '../../protocol/errors.ts';
import { errorMessage } from '../../scripts/lib/httpClient.ts';
import { linkFrom, readOutbox, waitForMail } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let seq = 0;
const newAccount = () => {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return { email: `mage${id}@example.com`, username: `mage${id}`.slice(0, 20), password: 'first-password' };
};
/** Opens a mailed link against the test server (the mail names the public URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'required' } });
});
afterAll(async () => {
  await server?.close();
});

describe('e-mail verification', () => {
  it('registers with a message, refuses login until the mailed link is opened, and the link works once', async () => {
    const account = newAccount();
    const client = server.client();
    const reg = await client.post('/api/register', { ...account, language: 'de' });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ message: REGISTER_CHECK_EMAIL_MESSAGE });
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const refused = await client.post('/api/login', { email: account.email, password: account.password });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused)).toContain(PHRASES.unverified);

    const mail = await waitForMail(server.dataDir, account.email, /E-Mail/);
    expect(mail.subject).toBe('Bestätige deine E-Mail für Quest Planner');
    const link = linkFrom(mail, '/api/verify-email');
    expect(link.startsWith(server.deps.urls.publicUrl())).toBe(true);
    expect(new URL(link).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const open = await client.get(pathOf(link));
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toBe('/auth?verified=true');
    const again = await client.get(pathOf(link));
    expect(again.headers.get('location')).toBe('/auth?verified=false');

    const ok = await client.post('/api/login', { email: account.email, password: account.password });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ emailVerified: true });
  });

  it('redirects an unknown or missing token to verified=false', async () => {
    const client = server.client();
    expect((await client.get('/api/verify-email?token=nope')).headers.get('location')).toBe(
      '/auth?verified=false',
    );
    expect((await client.get('/api/verify-email')).headers.get('location')).toBe('/auth?verified=false');
  });

  it('resend answers identically for unknown and known addresses and replaces the old link', async () => {
    const account = newAccount();
    await server.client().post('/api/register', account);
    const firstLink = linkFrom(
      await waitForMail(server.dataDir, account.email, /Confirm/),
      '/api/verify-email',
    );

    const unknown = await server.client().post('/api/resend-verification', { email: 'ghost@example.com' });
    const known = await server.client().post('/api/resend-verification', { email: account.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ message: RESEND_VERIFICATION_MESSAGE });
    expect(known.body).toEqual(unknown.body);
    expect((await readOutbox(server.dataDir)).some((m) => m.to === 'ghost@example.com')).toBe(false);

    let secondLink = firstLink;
    for (let i = 0; i < 50 && secondLink === firstLink; i++) {
      secondLink = linkFrom(await waitForMail(server.dataDir, account.email, /Confirm/), '/api/verify-email');
      if (secondLink === firstLink) await new Promise((r) => setTimeout(r, 50));
    }
    expect(secondLink).not.toBe(firstLink);
    const client = server.client();
    expect((await client.get(pathOf(firstLink))).headers.get('location')).toBe('/auth?verified=false');
    expect((await client.get(pathOf(secondLink))).headers.get('location')).toBe('/auth?verified=true');
  });

  it('validates the resend address with the spec message', async () => {
    const res = await server.client().post('/api/resend-verification', { email: 'nope' });
    expect(res.status).toBe(400);
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['email'],
      message: 'Please enter a valid email address',
    });
  });
});

describe('forgot and reset password', () => {
  async function verifiedAccount() {
    const account = newAccount();
    await server.client().post('/api/register', account);
    const link = linkFrom(await waitForMail(server.dataDir, account.email, /Confirm/), '/api/verify-email');
    await server.client().get(pathOf(link));
    return account;
  }

  it('answers identically for unknown addresses and mails a single-use reset link', async () => {
    const account = await verifiedAccount();
    const loggedIn = server.client();
    expect(
      (await loggedIn.post('/api/login', { email: account.email, password: account.password })).status,
    ).toBe(200);

    const unknown = await server.client().post('/api/forgot-password', { email: 'nobody@example.com' });
    const known = await server.client().post('/api/forgot-password', { email: account.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(known.body).toEqual(unknown.body);

    const link = linkFrom(await waitForMail(server.dataDir, account.email, /Reset/), '/reset-password');
    const token = new URL(link).searchParams.get('token')!;
    const reset = await server.client().post('/api/reset-password', {
      token,
      newPassword: 'second-password',
      confirmPassword: 'second-password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: expect.any(String) });

    // Single use, old password gone, new one works, and the old session was ended.
    const reuse = await server.client().post('/api/reset-password', {
      token,
      newPassword: 'third-password',
      confirmPassword: 'third-password',
    });
    expect(reuse.status).toBe(400);
    expect(errorMessage(reuse)).toMatch(/invalid or has expired/);
    expect(
      (await server.client().post('/api/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect(
      (await server.client().post('/api/login', { email: account.email, password: 'second-password' }))
        .status,
    ).toBe(200);
    expect((await loggedIn.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    const account = await verifiedAccount();
    await server.client().post('/api/forgot-password', { email: account.email });
    const link = linkFrom(await waitForMail(server.dataDir, account.email, /Reset/), '/reset-password');
    await server.deps.orm.em
      .getConnection()
      .execute(`update users set password_reset_expires = now() - interval '1 minute' where email = ?`, [
        account.email,
      ]);
    const res = await server.client().post('/api/reset-password', {
      token: new URL(link).searchParams.get('token'),
      newPassword: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(res.status).toBe(400);
  });

  it.each([
    [{ newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'token', 'Reset token is required'],
    [
      { token: 't', newPassword: 'abc', confirmPassword: 'abc' },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    [
      { token: 't', newPassword: 'abcdef', confirmPassword: 'abc' },
      'confirmPassword',
      'Please confirm your password',
    ],
    [
      { token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const res = await server.client().post('/api/reset-password', body);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(PHRASES.validation);
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path: [field], message });
  });

  it('validates the forgot-password address with the spec message', async () => {
    const res = await server.client().post('/api/forgot-password', { email: '' });
    expect(res.status).toBe(400);
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['email'],
      message: 'Please enter a valid email address',
    });
  });
});
