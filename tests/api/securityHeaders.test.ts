import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let local: TestServer;
let hosted: TestServer;

beforeAll(async () => {
  [local, hosted] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { APP_URL: 'https://quests.example' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([local?.close(), hosted?.close()]);
});

const directive = (csp: string | null, name: string): string[] =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('security headers', () => {
  it('lets scripts open WebSockets to the app itself only, not to any host', async () => {
    const res = await local.client().get('/api/health');
    const connect = directive(res.headers.get('content-security-policy'), 'connect-src');
    expect(connect).toContain("'self'");
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(connect.filter((s) => s.startsWith('ws')).sort()).toEqual(
      [`ws://127.0.0.1:${local.port}`, `ws://localhost:${local.port}`].sort(),
    );

    const public_ = await hosted.client().get('/api/health');
    expect(directive(public_.headers.get('content-security-policy'), 'connect-src')).toEqual([
      "'self'",
      'wss://quests.example',
    ]);
  });

  it('switches off browser features the app never uses, and keeps notifications', async () => {
    for (const res of [await local.client().get('/api/health'), await local.client().get('/api/nope')]) {
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
        expect(policy).toContain(`${feature}=()`);
      expect(policy).not.toMatch(/notifications|push/);
    }
  });
});
