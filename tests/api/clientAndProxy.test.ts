import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** Stands in for the built page's inline head start (scripts/build/first-paint.ts). */
const INLINE_HEAD_START = 'document.documentElement.dataset.firstPaint="en"';
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'qp-dist-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_HEAD_START}</script><script type="module" src="/assets/app-1234.js"></script></head><body>quest shell</body></html>`,
  );
  await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', TRUST_PROXY: 'true', APP_URL: 'https://quests.example' },
    clientDist: dir,
  });
  cleanups.unshift(() => server.close());
});
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('serving the built client', () => {
  it('allows the page’s own inline script by its hash, and no other inline script', async () => {
    const res = await new TestClient(server.url).get('/', { accept: 'text/html' });
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    const hash = createHash('sha256').update(INLINE_HEAD_START).digest('base64');
    expect(scriptSrc.sort()).toEqual(["'self'", `'sha256-${hash}'`].sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('answers client routes with index.html (SPA fallback) and assets with long caching', async () => {
    const client = new TestClient(server.url);
    for (const route of [
      '/',
      '/auth',
      '/reset-password?token=x',
      '/admin-secret-xyz-2024/dashboard',
      '/no/such/page',
    ]) {
      const res = await client.get(route, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(String(res.body)).toContain('quest shell');
    }
    const asset = await client.get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/favicon.svg')).status).toBe(200);
  });

  it('tells only the pages of the admin area where it lives (ADMIN_PATH), through a meta tag', async () => {
    const client = new TestClient(server.url);
    const meta = '<meta name="qp-admin-path" content="/admin-secret-xyz-2024" />';
    for (const route of [
      '/admin-secret-xyz-2024',
      '/admin-secret-xyz-2024/',
      '/admin-secret-xyz-2024/dashboard',
    ]) {
      const res = await client.get(route, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain(meta);
      expect(String(res.body)).toContain('quest shell');
    }
    for (const route of ['/', '/auth', '/admin-secret-xyz-2024-not', '/admin']) {
      const res = await client.get(route, { accept: 'text/html' });
      expect(String(res.body)).not.toContain('qp-admin-path');
    }
  });

  it('keeps API 404s as JSON rather than the page', async () => {
    const res = await new TestClient(server.url).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('behind a TLS-terminating load balancer (TRUST_PROXY)', () => {
  it('marks the session cookie Secure when the request came over https, and accepts exactly APP_URL as Origin', async () => {
    const account = { email: 'proxy@example.com', username: 'proxy_user', password: 'secret-pass' };
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://quests.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('qp.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
    expect(res.headers.get('strict-transport-security')).toBeTruthy();

    const local = await new TestClient(server.url, { origin: `http://127.0.0.1:${server.port}` }).post(
      '/api/logout',
    );
    expect(local.status).toBe(403);
  });
});
