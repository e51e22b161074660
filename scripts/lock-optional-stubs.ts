/**
 * Keeps `npm ci` working with a registry that serves only this platform's builds of packages that
 * ship per-platform binaries (biome, esbuild, rolldown, tailwind's oxide...): npm leaves the other
 * platforms' optional packages out of the lock file, and `npm ci` then refuses the lock as out of
 * sync. This adds a stub entry (name, version, optional) for each missing one; `npm ci` skips
 * them as uninstallable optional packages. Run after changing dependencies: `npm run lock:stubs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const file = path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    const version = range.replace(/^[\^~=]/, '');
    const stub: LockEntry = { version, optional: true };
    if (entry.dev || key === '') stub.dev = entry.dev ?? false;
    if (entry.dev) stub.dev = true;
    lock.packages[`node_modules/${name}`] = stub;
    present.add(name);
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} optional platform package(s) stubbed`);
