import { afterAll, beforeAll, expect, it } from 'vitest';
import { REGISTER_CHECK_EMAIL_MESSAGE } from '../../protocol/api/auth.ts';
import { startSmtpSink } from '../support/smtpSink.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  // With SMTP configured, verification is required by default (DESIGN section 3).
  server = await startTestServer({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Quest Planner <quests@example.com>' },
  });
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

it('delivers the verification mail over SMTP when SMTP_URL is set', async () => {
  const email = `smtp${Date.now().toString(36)}@example.com`;
  const res = await server
    .client()
    .post('/api/register', { email, username: `smtp${Date.now() % 1e6}`, password: 'secret-pass' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ message: REGISTER_CHECK_EMAIL_MESSAGE });
  const deadline = Date.now() + 5000;
  while (!sink.mails.some((m) => m.to.includes(email)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const mail = sink.mails.find((m) => m.to.includes(email));
  expect(mail).toBeDefined();
  expect(mail!.from).toBe('quests@example.com');
  expect(mail!.raw).toContain('Subject: Confirm your e-mail for Quest Planner');
  // Undo quoted-printable soft line breaks and escapes before looking for the link.
  const decoded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(decoded).toMatch(/\/api\/verify-email\?token=[A-Za-z0-9_-]{43}/);
});
