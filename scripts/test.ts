/**
 * `npm test`: the whole suite, unit to browser, in the order that fails fastest:
 * lint and types, a client build, unit and API tests (PGlite and PostgreSQL, and the built client),
 * then the browser tests in Debian's Chromium. Chromium and nginx (the load-balancer test) are
 * installed from Debian's packages when missing. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
for (const f of ['vitest.json', 'playwright.json']) rmSync(path.join(results, f), { force: true });

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** Debian packages the suite runs: Chromium (browser tests) and nginx (the load-balancer test). */
const SYSTEM_PACKAGES = [
  { binary: '/usr/bin/chromium', name: 'chromium' },
  { binary: '/usr/sbin/nginx', name: 'nginx' },
];

function ensureSystemPackages(): void {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.binary));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  console.log(`Installing Debian's ${names.join(' and ')} for the tests...`);
  const asRoot = (args: string[]) => (process.getuid?.() === 0 ? args : ['sudo', ...args]);
  const apt = (args: string[]) => {
    const [cmd, ...rest] = asRoot(['apt-get', ...args]);
    return spawnSync(cmd!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  if (
    apt(['update']).status !== 0 ||
    apt(['install', '-y', ...names]).status !== 0 ||
    missing.some((p) => !existsSync(p.binary))
  ) {
    console.error(
      `Could not install ${names.join(', ')} (apt-get install -y ${names.join(' ')}); the tests need them.`,
    );
    process.exit(1);
  }
  // The nginx package starts a default site on port 80; the load-balancer test runs its own nginx.
  if (names.includes('nginx')) spawnSync('/usr/sbin/nginx', ['-s', 'quit'], { stdio: 'ignore' });
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

ensureSystemPackages();
const steps: { name: string; ok: boolean }[] = [];
steps.push({
  name: 'lint',
  ok:
    run('Lint, format and types', bin('biome'), ['check', '.']) &&
    run('Types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) &&
    run('Client layers', process.execPath, [path.join(root, 'scripts', 'check-client-features.ts')]),
});

// One production build of the client (dist/client), for the tests of a real build (tests/built)
// and for the browser tests: each made its own before, about a minute of both cores in CI.
const clientBuilt = run('Client build', bin('vite'), ['build', '--logLevel', 'warn'], {
  NODE_ENV: 'production',
});
steps.push({ name: 'client build', ok: clientBuilt });

const vitestJson = path.join(results, 'vitest.json');
steps.push({
  name: 'unit and API',
  ok: run(
    'Unit and API tests (PGlite and PostgreSQL)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    clientBuilt ? { QP_BUILT_CLIENT: path.join(root, 'dist', 'client') } : {},
  ),
});
const playwrightJson = path.join(results, 'playwright.json');
steps.push({
  name: 'browser',
  ok: run(
    'Browser tests (Playwright, Debian Chromium)',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      // The product server of the browser tests on the machine's PostgreSQL (which the API tests
      // need anyway): embedded PGlite answers one statement at a time, and two browsers wait on it.
      E2E_DB: 'postgres',
    },
  ),
});

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const c of [vitestCounts(vitestJson), playwrightCounts(playwrightJson)]) {
  if (!c) continue;
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(
  `\nTotal: ${total.passed} passed, ${total.failed + (failedSteps.length > 0 && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
