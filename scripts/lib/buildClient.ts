import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.join(import.meta.dirname, '..', '..');

/**
 * A production build of the client in a folder of its own, and how to remove it: the bench of the
 * first page (scripts/bench/client.ts) and the tests of a real build (tests/setup/builtClient.ts).
 */
export async function buildClient(prefix: string): Promise<{ dist: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const dist = path.join(dir, 'client');
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      // The production build (vitest sets NODE_ENV=test, which would build React's development code).
      env: { ...process.env, NODE_ENV: 'production', VITE_OUT_DIR: dist },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return { dist, remove: () => rm(dir, { recursive: true, force: true }) };
}
