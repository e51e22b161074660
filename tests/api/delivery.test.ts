import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir, precompressFile } from '../../scripts/build/precompress.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * Delivery (DESIGN section 10): a client folder precompressed by the build step itself
 * (scripts/build/precompress.ts), served by the real server, read over raw HTTP so that the
 * Content-Encoding, Content-Length and caching headers are seen exactly as sent.
 */
let server: TestServer;
let dist: string;
const cleanups: (() => Promise<void>)[] = [];

const ADMIN_PATH = '/admin-secret-xyz-2024';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET = '/assets/index-Bq3xZ9aL.js';
const STYLES = '/assets/index-Ck2pQ7rT.css';
const TINY = '/assets/tiny-D4e5F6g7.js';

/** A script that compresses like real code: repeated identifiers, strings and punctuation. */
const script = (name: string, lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `export const ${name}${i} = (value) => ({ id: ${i}, label: "quest ${i % 17}", value });\n`,
  ).join('');

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'qp-delivery-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  dist = path.join(dir, 'client');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Quest Planner</title>
<script type="module" crossorigin src="${ASSET}"></script><link rel="stylesheet" href="${STYLES}">
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div>
${'<!-- the page is padded past the compression threshold like a real one with its preloads -->\n'.repeat(20)}
</body></html>`;
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, ASSET), script('quest', 400));
  await writeFile(path.join(dist, STYLES), '.card { color: #fff; padding: 1rem; }\n'.repeat(200));
  await writeFile(path.join(dist, TINY), 'export const tiny = 1;\n');
  await writeFile(path.join(dist, 'sw.js'), script('precache', 100));
  await writeFile(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Quest Planner', start_url: '/', display: 'standalone' }),
  );
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(dist);

  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clientDist: dist });
  cleanups.unshift(() => server.close());
}, 60_000);
afterAll(async () => {
  for (const c of cleanups) await c();
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over plain node:http: nothing decodes the body or adds an Accept-Encoding. */
function raw(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (answer: RawAnswer): Buffer => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
};

const varyList = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('the build step writes br and gz beside each text file', () => {
  it('compresses scripts, styles, pages and the service worker; skips small files', () => {
    for (const file of [ASSET, STYLES, '/index.html', '/sw.js']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
    }
    for (const file of [TINY, '/favicon.svg', '/manifest.webmanifest']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('keeps no variant that is not smaller than the file', async () => {
    const file = path.join(dist, 'assets', 'noise-H8i9J0k1.js');
    await writeFile(file, randomBytes(4 * PRECOMPRESS_MIN_BYTES));
    const result = await precompressFile(file);
    expect(result).toMatchObject({ br: null, gzip: null });
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
    await rm(file);
  });

  it('writes variants that decode to the file, brotli smaller than gzip', async () => {
    const original = await readFile(path.join(dist, ASSET));
    const br = await readFile(path.join(dist, `${ASSET}.br`));
    const gz = await readFile(path.join(dist, `${ASSET}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 4);
  });
});

describe('hashed assets: precompressed, cached for a year', () => {
  it('answers br when it is accepted, with the type, length and caching of the original', async () => {
    const original = await readFile(path.join(dist, ASSET));
    const res = await raw('GET', ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length / 4);
    expect(decode(res).equals(original)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varyList(res)).toContain('accept-encoding');
  });

  it('answers gzip when br is not accepted or refused', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'identity;q=0.5, gzip']) {
      const res = await raw('GET', STYLES, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toContain('text/css');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(res).toString()).toContain('.card { color: #fff;');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('prefers what the request ranks higher, br on a tie whatever the order', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['gzip, br', 'br'],
      ['GZIP, BR;q=1.0', 'br'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['identity, gzip;q=0.5', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['gzip;q=nonsense, br;q=0', undefined],
    ];
    for (const [accept, coding] of cases) {
      const res = await raw('GET', ASSET, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(coding);
    }
  });

  it('answers the file itself without Accept-Encoding, or when only other codings are accepted', async () => {
    const original = await readFile(path.join(dist, ASSET));
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of variants) {
      const res = await raw('GET', ASSET, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(original.length);
      expect(res.body.equals(original)).toBe(true);
      // Caches must still keep the coded and the plain answer apart.
      expect(varyList(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('serves a small asset plainly, still immutable', async () => {
    const res = await raw('GET', TINY, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export const tiny = 1;\n');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('GET', ASSET, { 'accept-encoding': 'br' });
    const head = await raw('HEAD', ASSET, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'cache-control', 'etag']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('answers 304 to a revalidation of the same coding, and not across codings', async () => {
    const first = await raw('GET', ASSET, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await raw('GET', ASSET, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherCoding = await raw('GET', ASSET, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, never the page or a compressed sibling by its own name', async () => {
    expect((await raw('GET', '/assets/gone-Zz9Yy8Xx.js', { 'accept-encoding': 'br' })).status).toBe(404);
    const sibling = await raw('GET', `${ASSET}.br`, { accept: 'text/html' });
    expect(sibling.status).toBe(404);
  });
});

describe('pages, the service worker and the manifest: checked every time', () => {
  it('serves the page (and the SPA fallback) compressed with no-cache', async () => {
    for (const route of ['/', '/quests', '/auth?tab=register', `${ADMIN_PATH}/dashboard`]) {
      const res = await raw('GET', route, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varyList(res)).toContain('accept-encoding');
      const page = decode(res).toString();
      expect(page).toContain('<div id="root"></div>');
      // Compression keeps the admin area's meta tag where it belongs, and only there.
      expect(page.includes('qp-admin-path'), route).toBe(route.startsWith(ADMIN_PATH));
    }
    const gz = await raw('GET', '/quests', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).toString()).toContain('<div id="root"></div>');
    const plain = await raw('GET', '/quests');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id="root"></div>');
  });

  it('revalidates the page with its ETag', async () => {
    const first = await raw('GET', '/', { 'accept-encoding': 'br' });
    const again = await raw('GET', '/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    // The admin area's page is another representation: another tag.
    const admin = await raw('GET', ADMIN_PATH, { 'accept-encoding': 'br' });
    expect(admin.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves /sw.js as JavaScript with no-cache, compressed', async () => {
    const res = await raw('GET', '/sw.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res).toString()).toContain('export const precache0');
  });

  it('serves the manifest and other unhashed files with no-cache', async () => {
    const manifest = await raw('GET', '/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await raw('GET', '/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers: JSON over 1 KB compressed on the fly', () => {
  async function player(): Promise<TestClient> {
    const client = new TestClient(server.url);
    const name = `deliv${randomBytes(4).toString('hex')}`;
    const res = await client.post('/api/register', {
      email: `${name}@example.com`,
      username: name,
      password: 'correct horse battery staple',
    });
    expect(res.status).toBe(201);
    return client;
  }
  const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('compresses a large JSON answer (the achievements catalogue) with br, else gzip', async () => {
    const cookie = cookieOf(await player());
    const plain = await raw('GET', '/api/achievements', { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(varyList(plain)).toContain('accept-encoding');
    const br = await raw('GET', '/api/achievements', { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await raw('GET', '/api/achievements', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString())).toEqual(JSON.parse(plain.body.toString()));
    const deflateOnly = await raw('GET', '/api/achievements', { cookie, 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB alone', async () => {
    const res = await raw('GET', '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toBeTypeOf('object');
  });

  it('compresses the streamed account export, which still decodes to one JSON document', async () => {
    const client = await player();
    expect((await client.post('/api/quests', { title: 'Water the plants', difficulty: 'easy' })).status).toBe(
      201,
    );
    const res = await raw('GET', '/api/user/export', { cookie: cookieOf(client), 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const doc = JSON.parse(decode(res).toString()) as { quests: { title: string }[] };
    expect(doc.quests.map((q) => q.title)).toEqual(['Water the plants']);
  });

  it('sends error answers as readable JSON', async () => {
    const res = await raw('GET', '/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(JSON.parse(decode(res).toString())).toHaveProperty('message');
  });
});
