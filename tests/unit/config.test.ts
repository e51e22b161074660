import { describe, expect, it } from 'vitest';
import { allowedOrigins, ConfigError, loadConfig, publicUrl } from '../../server/config.ts';

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
});
