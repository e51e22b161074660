import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The real client build (vite.config.ts with its PWA plugin), served by the real server. */
let server: TestServer;
let client: TestClient;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const root = path.join(import.meta.dirname, '..', '..');
  const dir = await mkdtemp(path.join(tmpdir(), 'qp-pwa-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const dist = path.join(dir, 'client');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root: path.join(root, 'client'),
    logLevel: 'silent',
    build: { outDir: dist, emptyOutDir: true, sourcemap: false },
  });
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clientDist: dist });
  cleanups.unshift(() => server.close());
  client = new TestClient(server.url);
}, 120_000);
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(url: string): Promise<{ type: string | null; width: number; height: number }> {
  const res = await fetch(new URL(url, server.url));
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return {
    type: res.headers.get('content-type'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

describe('the installable app (DESIGN section 10)', () => {
  it('links the web app manifest from every page', async () => {
    for (const route of ['/', '/quests', '/auth']) {
      const page = await client.get(route, { accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(String(page.body)).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/);
    }
  });

  it('serves the manifest with its type, no-cache, and the fields and icons an install needs', async () => {
    const res = await client.get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = res.body as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Quest Planner',
      short_name: expect.any(String),
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'))).toHaveLength(1);
    // DESIGN 13: the icon's shortcuts (New quest, Start focus) and the share target that opens the quick add.
    const extra = res.body as {
      shortcuts?: { name: string; url: string }[];
      share_target?: { action: string; method: string; params: Record<string, string> };
    };
    expect(extra.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['New quest', '/share'],
      ['Start focus', '/tasks#focus-title'],
    ]);
    expect(extra.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await pngSize(icon.src)).toEqual({ type: 'image/png', width, height });
    }
  });

  it('serves /sw.js as JavaScript with no-cache; it precaches the shell and assets, never /api', async () => {
    const res = await client.get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const sw = String(res.body);
    // Minified or not (workbox follows NODE_ENV, which is 'test' here).
    const precached = [...sw.matchAll(/"?url"?:\s*"([^"]+)",\s*"?revision"?:/g)].map((m) => m[1]!);
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'offline.html']));
    // Every script the page starts with is in the cache.
    const page = String((await client.get('/', { accept: 'text/html' })).body);
    const scripts = [...page.matchAll(/<script[^>]*src="\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(precached).toEqual(expect.arrayContaining(scripts));
    expect(precached.some((url) => /^assets\/.+\.css$/.test(url))).toBe(true);
    expect(precached.filter((url) => url.startsWith('api') || url.includes('/api'))).toEqual([]);
    expect(precached.filter((url) => url.endsWith('.map'))).toEqual([]);
    // Pages are fetched from the network (never /api), with the offline page as their fallback.
    expect(sw).toMatch(/startsWith\(["']\/api["']\)/);
    expect(sw).toMatch(/fallbackURL"?:\s*["']\/offline\.html["']/);
    // Every precached file is served.
    for (const url of precached) expect((await client.get(`/${url}`)).status).toBe(200);
  });

  it('serves the calm offline page, pages with no-cache, hashed assets with long caching', async () => {
    const offline = await client.get('/offline.html', { accept: 'text/html' });
    expect(offline.status).toBe(200);
    expect(offline.headers.get('content-type')).toContain('text/html');
    expect(offline.headers.get('cache-control')).toBe('no-cache');
    expect(String(offline.body)).toContain("You're offline for a moment");
    const page = await client.get('/', { accept: 'text/html' });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = /<script[^>]*src="(\/assets\/[\w.-]+\.js)"/.exec(String(page.body))?.[1];
    expect(asset).toBeDefined();
    const res = await client.get(asset!);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
