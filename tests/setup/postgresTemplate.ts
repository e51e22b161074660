/**
 * Vitest global setup for the suites on PostgreSQL: migrates and seeds one database once and names
 * it to the test files (`inject('postgresTemplate')`), which copy it (`create database ... template`)
 * instead of migrating a fresh one each. Dropped at the end of the run.
 */
import type { TestProject } from 'vitest/node';
import { initOrm } from '../../db/orm.ts';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { migrateAndSeed } from '../../server/boot/migrate.ts';
import { createLogger } from '../../server/lib/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PostgreSQL database to copy; nobody stays connected to it. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTestDatabase();
  const orm = await initOrm({ databaseUrl: template.url, dataDir: '.' });
  try {
    await migrateAndSeed(orm, template.url, createLogger({ logLevel: 'silent' }));
  } finally {
    await orm.close(true);
  }
  project.provide('postgresTemplate', template.name);
  return async () => {
    await template.drop();
  };
}
