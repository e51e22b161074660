/**
 * `npm start`: builds the client when it is missing or older than its sources, then starts the
 * server. A fresh clone therefore needs nothing but `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ['client', 'protocol', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const sourcesChanged = () => {
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
};

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the client (first start or sources changed)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

await import('../server/main.ts');
