import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Use cases and the admin area read and write through named functions in server/data: the only
 * entity-manager method they call is `transactional` (passing `em` or `tx` on is fine). Biome's
 * noRestrictedImports keeps out entities, Kysely and MikroORM; this keeps out the calls an import
 * check cannot see.
 */

const root = path.join(import.meta.dirname, '..', '..');
const FOLDERS = ['server/admin', 'server/commands'];
const EM_CALL = /\b(?:em|tx)\s*\.\s*(?!transactional\b)[A-Za-z_$][\w$]*/;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** Each entity-manager call but `transactional`, as `file:line: text`, outside comments. */
function entityManagerCalls(file: string): string[] {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      return EM_CALL.test(code) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
}

describe.each(FOLDERS)('data access from %s', (folder) => {
  it('finds the files it checks (a moved folder would make this pass by checking nothing)', () => {
    expect(sources(folder).length).toBeGreaterThan(0);
  });

  it('calls the entity manager only to open a transaction', () => {
    expect(sources(folder).flatMap(entityManagerCalls)).toEqual([]);
  });
});

describe('the entity-manager call check', () => {
  it('would catch one', () => {
    expect('await tx.count(User, { id });').toMatch(EM_CALL);
    expect('const flag = await em.findOne(FeatureFlag, { name });').toMatch(EM_CALL);
    expect('await ctx.state.em.flush();').toMatch(EM_CALL);
    expect('return em.transactional(async (tx) => {').not.toMatch(EM_CALL);
    expect('await writeAudit(tx, c.actor, c.request, entry, now);').not.toMatch(EM_CALL);
  });
});
