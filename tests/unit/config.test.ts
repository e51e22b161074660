import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { allowedOrigins, ConfigError, loadConfig, publicUrl } from '../../server/config.ts';
import { resolveVapidKeys } from '../../server/push/vapid.ts';

/** A fresh VAPID pair, as `web-push generate-vapid-keys` makes it. */
function vapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

const secrets = { SESSION_SECRET: 's'.repeat(32), JWT_SECRET: 'j'.repeat(32) };

describe('loadConfig', () => {
  it('has the embedded defaults of DESIGN section 3', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      redisUrl: undefined,
      emailVerification: 'off',
      adminPath: '/admin-secret-xyz-2024',
      trustProxy: false,
      trustProxyHops: 1,
      bossRestSeconds: 300,
    });
    expect(publicUrl(c)).toBe('http://localhost:3000');
    expect(allowedOrigins(c)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('requires verification once SMTP is configured, unless told otherwise', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.local:25' }).emailVerification).toBe('required');
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.local:25', EMAIL_VERIFICATION: 'off' }).emailVerification,
    ).toBe('off');
  });

  it('uses APP_URL exactly for links and the Origin check', () => {
    const c = loadConfig({ APP_URL: 'https://quests.example/' });
    expect(publicUrl(c)).toBe('https://quests.example');
    expect(allowedOrigins(c)).toEqual(['https://quests.example']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['TRUST_PROXY', 'yes'],
    ['EMAIL_VERIFICATION', 'sometimes'],
    ['BOSS_REST_SECONDS', '-1'],
    ['ADMIN_PATH', 'no-leading-slash'],
    ['SESSION_SECRET', 'short'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('accepts TRUST_PROXY as true/false/1/0', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY_HOPS as a whole number of proxies and refuses anything else, naming it', () => {
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '11']) {
      expect(() => loadConfig({ TRUST_PROXY_HOPS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS: must be/);
    }
  });

  it('requires both secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('requires the VAPID keys in production, naming each one missing', () => {
    const production = { NODE_ENV: 'production', ...secrets };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY: required when NODE_ENV=production/);
    expect(() => loadConfig(production)).toThrow(/VAPID_PRIVATE_KEY: required when NODE_ENV=production/);
    const { VAPID_PUBLIC_KEY } = vapidPair();
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: required/);
    expect(loadConfig({ ...production, ...vapidPair() }).nodeEnv).toBe('production');
  });

  it('refuses a VAPID key that cannot sign, naming it', () => {
    const good = vapidPair();
    const point = Buffer.from(good.VAPID_PUBLIC_KEY, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const compressedTag = Buffer.from(point);
    compressedTag[0] = 0x02;
    const n = 'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551';
    for (const [env, named] of [
      [{ VAPID_PUBLIC_KEY: 'BBBB', VAPID_PRIVATE_KEY: good.VAPID_PRIVATE_KEY }, /VAPID_PUBLIC_KEY: must be/],
      [{ ...good, VAPID_PUBLIC_KEY: offCurve.toString('base64url') }, /VAPID_PUBLIC_KEY: must be/],
      [{ ...good, VAPID_PUBLIC_KEY: compressedTag.toString('base64url') }, /VAPID_PUBLIC_KEY: must be/],
      [{ ...good, VAPID_PRIVATE_KEY: 'short' }, /VAPID_PRIVATE_KEY: must be/],
      [{ ...good, VAPID_PRIVATE_KEY: Buffer.alloc(32).toString('base64url') }, /VAPID_PRIVATE_KEY: must be/],
      [
        { ...good, VAPID_PRIVATE_KEY: Buffer.from(n, 'hex').toString('base64url') },
        /VAPID_PRIVATE_KEY: must be/,
      ],
      [
        { ...good, VAPID_PRIVATE_KEY: vapidPair().VAPID_PRIVATE_KEY },
        /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are not one key pair/,
      ],
      [
        { VAPID_PUBLIC_KEY: good.VAPID_PUBLIC_KEY },
        /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/,
      ],
      [{ VAPID_PRIVATE_KEY: good.VAPID_PRIVATE_KEY }, /set both or neither/],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(named);
    }
  });

  it('signs with the VAPID keys it is given, and writes no key file then', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qp-vapid-'));
    try {
      const pair = vapidPair();
      const config = loadConfig({ ...pair, DATA_DIR: dataDir, VAPID_SUBJECT: 'mailto:ops@quests.example' });
      expect(resolveVapidKeys(config)).toEqual({
        publicKey: pair.VAPID_PUBLIC_KEY,
        privateKey: pair.VAPID_PRIVATE_KEY,
        subject: 'mailto:ops@quests.example',
      });
      expect(existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);

      // Unset (embedded mode): generated once into DATA_DIR, the same pair on the next start.
      const embedded = loadConfig({ DATA_DIR: dataDir });
      const generated = resolveVapidKeys(embedded);
      expect(existsSync(path.join(dataDir, 'vapid.json'))).toBe(true);
      expect(
        loadConfig({ VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey }),
      ).toBeTruthy();
      expect(resolveVapidKeys(embedded)).toEqual(generated);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
