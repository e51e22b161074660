import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../protocol/api/user.ts';
import { newAccount, signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('time zones', () => {
  it.each(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Kathmandu', 'UTC'])(
    'registers a player in %s',
    async (zone) => {
      const res = await server.client().post('/api/register', { ...newAccount('tz'), timezone: zone });
      expect(res.status).toBe(201);
      expect(userSchema.parse(res.body).timezone).toBe(zone);
    },
  );

  it('answers 400 for a zone no runtime knows, at registration and in the profile', async () => {
    const refused = await server
      .client()
      .post('/api/register', { ...newAccount('tz'), timezone: 'Mars/Base' });
    expect(refused.status).toBe(400);
    const { client } = await signedInPlayer(server);
    expect((await client.request('PATCH', '/api/user', { timezone: 'garbage' })).status).toBe(400);
    const changed = await client.request('PATCH', '/api/user', { timezone: 'Europe/Kyiv' });
    expect(changed.status).toBe(200);
    expect(userSchema.parse(changed.body).timezone).toBe('Europe/Kyiv');
  });
});
