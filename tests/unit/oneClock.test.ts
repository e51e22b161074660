import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One clock: the use cases, the admin actions, the jobs and the presenters read the time from the injected clock
 * (`deps.clock`, server/lib/clock.ts), given to them as `now` or through `deps`, never from the
 * system, so a test moves time instead of sleeping. `new Date(value)` (a conversion) is fine.
 */

const root = path.join(import.meta.dirname, '..', '..');
const FOLDERS = ['server/commands', 'server/admin', 'server/jobs', 'server/presenters'];
const SYSTEM_TIME = /new Date\(\s*\)|Date\.now\(\s*\)/;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** Each reading of the system time, as `file:line: text`, outside comments. */
function systemTimeReads(file: string): string[] {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      return SYSTEM_TIME.test(code) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
}

describe('one clock', () => {
  it('finds the files it checks (a moved folder would make this pass by checking nothing)', () => {
    for (const folder of FOLDERS) expect(sources(folder).length).toBeGreaterThan(0);
  });

  it('no use case, admin action, job or presenter reads the system time', () => {
    expect(FOLDERS.flatMap(sources).flatMap(systemTimeReads)).toEqual([]);
  });

  it('would catch one', () => {
    expect('const at = new Date();'.match(SYSTEM_TIME)).not.toBeNull();
    expect('const at = Date.now() + 5;'.match(SYSTEM_TIME)).not.toBeNull();
    expect('const at = new Date(row.at);'.match(SYSTEM_TIME)).toBeNull();
  });
});
