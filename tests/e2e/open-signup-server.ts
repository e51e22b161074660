import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A second product server for the newcomer's path: the same `scripts/e2e-server.ts` and built client
 * as the shared one, but with e-mail verification off (the default of an installation without
 * SMTP), so a new player is signed in by registering. The shared server requires verification, and
 * with it a round trip through a mail client that no click count can include.
 */
export interface OpenSignupServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the open-signup server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the open-signup server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * `clockFile`: the server's clock runs ahead by the milliseconds written in that file
 * (E2E_CLOCK_FILE), so a test can move one day on without touching the shared server's time.
 */
export async function startOpenSignupServer(options: { clockFile?: string } = {}): Promise<OpenSignupServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A database of its own (embedded, or a fresh one on PostgreSQL with E2E_DB=postgres) and no Redis.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qp-e2e-open-')),
      EMAIL_VERIFICATION: 'off',
      LOG_LEVEL: 'warn',
      ...(options.clockFile ? { E2E_CLOCK_FILE: options.clockFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child, 90_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
