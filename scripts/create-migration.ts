/**
 * Generates a migration from the difference between the entities and the committed migrations:
 * applies every committed migration to a throw-away in-memory PGlite database, diffs it against the
 * entity metadata, writes the new migration into db/migrations and registers it in index.ts.
 *   npm run db:migration:create -- [name]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { initOrm } from '../db/orm.ts';

const name = process.argv[2];
const dir = path.join(import.meta.dirname, '..', 'db', 'migrations');
const orm = await initOrm({ dataDir: '', inMemory: true });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(dir, false, false, name);
  if (!result.fileName) {
    console.log('No changes: the committed migrations already match the entities.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexPath = path.join(dir, 'index.ts');
    let index = readFileSync(indexPath, 'utf8');
    index = index.replace(
      /^(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/m,
      `$1import { ${className} } from './${className}.ts';\n`,
    );
    index = index.replace(
      /(export const migrationsList: MigrationObject\[\] = \[)([\s\S]*?)(\];)/,
      (_m, open: string, body: string, close: string) =>
        `${open}${body.trimEnd() ? `${body.trimEnd()}\n` : '\n'}  { name: '${className}', class: ${className} },\n${close}`,
    );
    writeFileSync(indexPath, index);
    // Generated code follows the project's formatting like everything else.
    const biome = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'biome');
    spawnSync(biome, ['check', '--write', path.join(dir, result.fileName), indexPath], { stdio: 'inherit' });
    console.log(`Created db/migrations/${result.fileName} (${result.diff.up.length} statements).`);
  }
} finally {
  await orm.close(true);
}
