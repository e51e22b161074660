import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * Behind a balancer (TRUST_PROXY=true, one hop by default) the client address is the entry our
 * proxy appended to X-Forwarded-For, the rightmost one. Whatever the client wrote to the left of it
 * must not give it a fresh rate-limit window.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', EMAIL_VERIFICATION: 'off' },
    rateLimits: { loginAccountIp: { points: 3, durationSeconds: 600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A request as the proxy forwards it: the client's own header, then the address the proxy saw. */
const viaProxy = (spoofed: string, peer: string) => ({ 'x-forwarded-for': `${spoofed}, ${peer}` });

const login = (client: TestClient, body: object, headers: Record<string, string>) =>
  client.post('/api/login', body, headers);

describe('login rate limits behind a trusted proxy', () => {
  it('keeps counting when the client rotates a spoofed left X-Forwarded-For entry; the right password then answers 429', async () => {
    const account = newAccount('xff');
    const client = server.client();
    expect(
      (await client.post('/api/register', account, viaProxy('203.0.113.200', '198.51.100.9'))).status,
    ).toBe(201);
    await client.post('/api/logout');

    const statuses: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const res = await login(
        client,
        { email: account.email, password: `wrong-${n}` },
        viaProxy(`203.0.113.${n}`, '198.51.100.7'),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const right = await login(
      client,
      { email: account.email, password: account.password },
      viaProxy('203.0.113.99', '198.51.100.7'),
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);

    // The window belongs to the address the proxy saw: another real client still gets in.
    const elsewhere = await login(
      server.client(),
      { email: account.email, password: account.password },
      viaProxy('203.0.113.1', '198.51.100.8'),
    );
    expect(elsewhere.status).toBe(200);
  });
});
