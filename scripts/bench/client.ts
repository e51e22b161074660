/**
 * `npm run bench:client`: what a browser loads and paints on the first page. Builds the
 * client into a folder of its own (or measures BENCH_CLIENT_DIST), serves it with the real server
 * (embedded PGlite, e-mail verification off), and opens `/` in headless Chromium: signed out (the
 * landing page) and signed in (the dashboard of a player registered through the API). Each page is
 * loaded BENCH_LOADS times (5) in a fresh browser context (empty cache, service worker blocked: its
 * precache runs after the page has loaded and is not the page's own traffic). Reports the scripts the
 * page ran, their weight as the server sends them (gzip, and brotli as Chromium received it) and
 * the Largest Contentful Paint, median over the loads; checks the landing page's script list
 * against scripts/lib/landing.ts (what the budget test counts) and prints the verdict against the
 * budget (landing JavaScript <= 150 KB gzip, LCP <= 500 ms). Writes the table into
 * docs/performance.md.
 *
 * Environment: BENCH_CLIENT_DIST (a built client with its .vite/manifest.json), BENCH_LOADS (5),
 * CHROMIUM (/usr/bin/chromium: the browser is the system's, no download).
 *
 * Chromium's own omnibox popup (a WebUI page, 'WebUI Top Renderer') is switched off: headless
 * Chromium 156 starts it for every new context, and it ran during each measured load, 0.5 to 1 s of
 * CPU beside the page's own 0.6 s on this 2-core machine. A visitor's browser has its address bar
 * running before the page is asked for; the bench measures the page, not the browser's window.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/server.ts';
import { buildClient } from '../lib/buildClient.ts';
import { CHROMIUM_PATH, disableFeaturesSwitch } from '../lib/chromium.ts';
import { TestClient } from '../lib/httpClient.ts';
import { kB, LANDING_JS_BUDGET_BYTES, LCP_BUDGET_MS, landingScripts, servedSize } from '../lib/landing.ts';
import { machine, writeSection } from './report.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);

interface Load {
  /** URL paths of the scripts the page fetched, in the order they started. */
  scripts: string[];
  /** Bytes of script bodies as received (Chromium accepts brotli: the .br files). */
  received: number;
  lcpMs: number;
}

interface PageFigures {
  page: string;
  loads: Load[];
  scripts: string[];
  gzip: number;
  brotli: number;
  lcpMs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The client to measure: BENCH_CLIENT_DIST, or a build of its own. */
async function clientToMeasure(): Promise<{ dist: string; cleanup: () => Promise<void> }> {
  if (process.env.BENCH_CLIENT_DIST)
    return { dist: path.resolve(process.env.BENCH_CLIENT_DIST), cleanup: async () => {} };
  console.log('building the client');
  const build = await buildClient('qp-bench-client-');
  return { dist: build.dist, cleanup: build.remove };
}

/** Chromium as Playwright launches it, with the browser's omnibox popup switched off (scripts/lib/chromium.ts). */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', await disableFeaturesSwitch()],
  });
}

/** One load of `/` in a fresh context: the scripts it fetched and its LCP once the network is idle. */
async function loadOnce(
  browser: Browser,
  url: string,
  cookies: Map<string, string> | null,
  ready: string,
): Promise<Load> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  if (cookies) {
    const { hostname } = new URL(url);
    await context.addCookies(
      [...cookies].map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
    );
  }
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  const figures = await page.evaluate(
    () =>
      new Promise<{ scripts: { name: string; encoded: number }[]; lcp: number }>((resolve) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'))
          .map((entry) => ({ name: new URL(entry.name).pathname, encoded: entry.encodedBodySize }));
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ scripts, lcp: last ? last.startTime : Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return {
    scripts: figures.scripts.map((s) => s.name),
    received: figures.scripts.reduce((sum, s) => sum + s.encoded, 0),
    lcpMs: figures.lcp,
  };
}

async function measurePage(
  browser: Browser,
  dist: string,
  page: string,
  url: string,
  cookies: Map<string, string> | null,
  ready: string,
): Promise<PageFigures> {
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, url, cookies, ready));
  const sizes = loads[0]!.scripts.map((script) => servedSize(dist, script));
  return {
    page,
    loads,
    scripts: loads[0]!.scripts,
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    brotli: median(loads.map((load) => load.received)),
    lcpMs: median(loads.map((load) => load.lcpMs)),
  };
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

async function main(): Promise<void> {
  const { dist, cleanup } = await clientToMeasure();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qp-bench-client-data-'));
  const server = await startServer({
    config: loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', EMAIL_VERIFICATION: 'off' }),
    clientDist: dist,
    inMemoryDatabase: true,
  });
  const browser = await launchBrowser();
  // LCP moves with whatever else the machine is doing: the load is written beside the figures.
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  try {
    const player = new TestClient(server.url);
    const registered = await player.request('POST', '/api/register', {
      email: 'bench-client@bench.local',
      username: 'benchclient',
      password: 'bench-password',
    });
    if (registered.status !== 201 || !player.cookies.has('qp.in')) {
      throw new Error(`registering the bench player failed: ${registered.status}`);
    }

    const landing = await measurePage(
      browser,
      dist,
      'landing `/`, signed out',
      `${server.url}/`,
      null,
      'main h1',
    );
    const dashboard = await measurePage(
      browser,
      dist,
      'dashboard `/`, signed in',
      `${server.url}/`,
      player.cookies,
      'main h1',
    );

    // The budget test counts the manifest's list; the browser is the truth. They must agree.
    const counted = existsSync(path.join(dist, '.vite', 'manifest.json')) ? landingScripts(dist, 'en') : null;
    const differs = counted
      ? [
          ...counted
            .filter((url) => !landing.scripts.includes(url))
            .map((url) => `${url} counted, not fetched`),
          ...landing.scripts
            .filter((url) => !counted.includes(url))
            .map((url) => `${url} fetched, not counted`),
        ]
      : ['no Vite manifest: the budget test cannot count this build'];

    const rows = [landing, dashboard].map((figures) => {
      const lcps = figures.loads.map((load) => load.lcpMs);
      const jsMet = figures === landing ? figures.gzip <= LANDING_JS_BUDGET_BYTES : true;
      const budget =
        figures === landing
          ? `${verdict(jsMet && figures.lcpMs <= LCP_BUDGET_MS)} (JS <= ${kB(LANDING_JS_BUDGET_BYTES)} gzip, LCP <= ${LCP_BUDGET_MS} ms)`
          : `${verdict(figures.lcpMs <= LCP_BUDGET_MS)} (LCP <= ${LCP_BUDGET_MS} ms)`;
      return `| ${figures.page} | ${figures.scripts.length} | ${kB(figures.gzip)} | ${kB(figures.brotli)} | ${Math.round(figures.lcpMs)} (${Math.round(Math.min(...lcps))}-${Math.round(Math.max(...lcps))}) | ${budget} |`;
    });
    const body = [
      '| page | scripts | JS gzip, as served | JS brotli, as received | LCP ms, median (min-max) | budget |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `Machine: ${machine()}, load average ${loadAtStart.toFixed(1)} at the start. Chromium ${browser.version()} headless (its own omnibox popup off), 1280x800, no throttling, served from 127.0.0.1 by the real server (embedded PGlite); ${LOADS} loads per page, each in a fresh context (empty cache, service worker blocked). KB = 1000 bytes. Scripts: every \`.js\` the page fetched (Resource Timing) by the time the network was idle and the page's heading was shown; gzip is what the server sends a browser that accepts only gzip (the build's .gz files), brotli what Chromium received. The landing page's scripts ${differs.length === 0 ? 'are exactly the ones tests/built/landingBudget.test.ts counts' : `differ from the budget test's list: ${differs.join('; ')}`}.`,
    ].join('\n');
    console.log(body);
    for (const figures of [landing, dashboard]) {
      console.log(`\n${figures.page}:`);
      for (const script of figures.scripts)
        console.log(`  ${script} ${kB(servedSize(dist, script).gzip)} gzip`);
    }
    writeSection('client', body);
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await cleanup();
  }
}

await main();
