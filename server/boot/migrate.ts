import pg from 'pg';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../lib/logger.ts';
import { seedCatalogues } from './seedCatalogues.ts';

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * Applies pending migrations and syncs the catalogues. On PostgreSQL several instances may start at
 * once, so the work runs under a session-level advisory lock held on a dedicated connection: the
 * first instance migrates, the others wait and then find nothing pending. PGlite lives inside one
 * process, so it needs no lock.
 */
export async function migrateAndSeed(
  orm: Orm,
  databaseUrl: string | undefined,
  logger: Logger,
): Promise<void> {
  const run = async () => {
    const executed = await orm.migrator.up();
    if (executed.length > 0) logger.info({ migrations: executed.map((m) => m.name) }, 'migrations applied');
    await seedCatalogues(orm.em.fork());
  };
  if (!databaseUrl) {
    await run();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
