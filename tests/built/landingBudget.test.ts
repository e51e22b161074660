import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../protocol/limits.ts';
import {
  kB,
  LANDING_JS_BUDGET_BYTES,
  landingScripts,
  scriptsInHtml,
  servedSize,
} from '../../scripts/lib/landing.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The landing page's budget (docs/performance.md): a real build of the client, served by
 * the real server and read over raw HTTP as a browser that accepts gzip: the scripts `/` runs for
 * a signed-out visitor before its first paint weigh at most 150 KB as sent, in every language.
 */
let server: TestServer;
let dist: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dist = inject('builtClient');
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clientDist: dist });
  cleanups.unshift(() => server.close());
});
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** One GET over plain node:http: the body exactly as sent (nothing decodes it). */
function rawGet(
  urlPath: string,
  acceptEncoding: string,
): Promise<{ status: number; body: Buffer; coding?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(urlPath, server.url),
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ...(res.headers['content-encoding'] ? { coding: res.headers['content-encoding'] } : {}),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

describe("the landing page's JavaScript", () => {
  it('index.html names only scripts the budget counts', async () => {
    const page = await rawGet('/', 'gzip');
    expect(page.status).toBe(200);
    const html = (page.coding === 'gzip' ? gunzipSync(page.body) : page.body).toString('utf8');
    const counted = landingScripts(dist, 'en');
    for (const url of scriptsInHtml(html)) expect(counted, url).toContain(url);
  });

  it.each(SUPPORTED_LANGUAGES)('weighs at most 150 KB gzip as served, in %s', async (language) => {
    const urls = landingScripts(dist, language);
    let sent = 0;
    for (const url of urls) {
      const answer = await rawGet(url, 'gzip');
      expect(answer.status, url).toBe(200);
      // Each script as the build left it for the server (precompressed where that pays).
      expect(answer.body.length, url).toBe(servedSize(dist, url).gzip);
      sent += answer.body.length;
    }
    const listing = urls.map((url) => `${url} ${kB(servedSize(dist, url).gzip)}`).join('\n');
    expect(sent, `landing scripts (${language}), gzip as sent:\n${listing}`).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_BYTES,
    );
  });

  it('runs neither zod nor socket.io-client nor a radix menu or dialog', () => {
    // The usual ways the budget is lost: the schemas, the live connection or a menu pulled into the
    // first page by a static import (their source maps list every module a chunk holds).
    for (const url of landingScripts(dist, 'en')) {
      const mapFile = path.join(dist, `${url}.map`);
      if (!existsSync(mapFile)) continue; // rolldown's runtime helpers
      const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
      const heavy = sources.filter((source) =>
        /node_modules\/(zod|socket\.io-client|engine\.io-client|@radix-ui\/react-(menu|dialog|toast|popover))\//.test(
          source,
        ),
      );
      expect(heavy, url).toEqual([]);
    }
  });
});
