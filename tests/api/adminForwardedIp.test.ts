import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../protocol/api/admin.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * Behind a trusted proxy the client address comes from X-Forwarded-For, which the client can make
 * any length; the stored address is cut to its column instead of failing the insert.
 */
let server: TestServer;
const ADMIN = { username: 'proxy_admin', password: 'a-long-admin-password' };

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
  expect((await server.client().post('/api/admin/setup', ADMIN)).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const latestAudit = async (admin: TestClient) => {
  const page = auditPageSchema.parse((await admin.get('/api/admin/audit-log?limit=1')).body);
  return page.entries[0]!;
};

describe('client addresses from X-Forwarded-For', () => {
  it('signs in and audits with an over-long forwarded address, stored cut to 64 characters', async () => {
    const long = `2001:db8::${'f'.repeat(120)}`;
    const admin = server.client();
    const login = await admin.post('/api/admin/login', ADMIN, { 'x-forwarded-for': long });
    expect(login.status).toBe(200);
    const entry = await latestAudit(admin);
    expect(entry).toMatchObject({ action: 'admin.login', ipAddress: long.slice(0, 64) });

    // The session made with that address works for the next action, which is audited the same way.
    const { user } = await signedInPlayer(server);
    const ban = await admin.post(
      `/api/admin/users/${user.id}/ban`,
      { reason: 'Testing long addresses', duration: 1 },
      { 'x-forwarded-for': long },
    );
    expect(ban.status).toBe(200);
    expect(await latestAudit(admin)).toMatchObject({ action: 'user.ban', ipAddress: long.slice(0, 64) });
  });

  it('stores an IPv4 address in one form, whether or not it came IPv6-mapped', async () => {
    const admin = server.client();
    await admin.post('/api/admin/login', ADMIN, { 'x-forwarded-for': '::ffff:203.0.113.9' });
    expect((await latestAudit(admin)).ipAddress).toBe('203.0.113.9');
    await admin.post('/api/admin/login', ADMIN, { 'x-forwarded-for': ' 198.51.100.4' });
    expect((await latestAudit(admin)).ipAddress).toBe('198.51.100.4');
  });
});
