/**
 * Vitest global setup for the suites on embedded PGlite: migrates and seeds one database once, dumps
 * it to a file and hands its path to the test files (`inject('pgliteSnapshot')`). Each test server
 * then loads that dump into a PGlite of its own (db/orm.ts `pgliteSnapshot`) instead of running
 * initdb and every migration again: seconds saved per test file, sixty files per run.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { initOrm } from '../../db/orm.ts';
import { migrateAndSeed } from '../../server/boot/migrate.ts';
import { createLogger } from '../../server/lib/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated, seeded PGlite database. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'qp-pglite-snapshot-'));
  const orm = await initOrm({ dataDir: folder, inMemory: true });
  try {
    await migrateAndSeed(orm, undefined, createLogger({ logLevel: 'silent' }));
    const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
    const pglite = await connection.getNativeClient();
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await orm.close(true);
  }
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
