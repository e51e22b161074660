import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/sql';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { prepareHotStatements } from './preparedStatements.ts';

/** The driver-neutral ORM: PostgreSQL and PGlite share one SQL dialect and one set of migrations. */
export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;
export type Em = SqlEntityManager;

export interface OrmConfig {
  /** `postgres://...`; unset means embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite in memory only (tests): start from this `dumpDataDir()` of an already migrated database.
   * Booting PGlite runs initdb in WebAssembly, seconds each time; loading a dump skips it and the
   * migrations, and every test file still gets a database of its own.
   */
  pgliteSnapshot?: Blob | undefined;
  debug?: boolean;
  poolMax?: number;
}

const migrations = {
  tableName: 'mikro_orm_migrations',
  path: path.join(import.meta.dirname, 'migrations'),
  migrationsList,
  snapshot: false,
  snapshotOnMigrate: false,
  silent: true,
  transactional: true,
  allOrNothing: true,
  emit: 'ts',
} satisfies Options['migrations'];

const shared = {
  entities,
  extensions: [Migrator],
  migrations,
  // Entities are explicit; nothing to discover from the file system or from reflect-metadata.
  discovery: { warnWhenNoEntities: true },
  forceUtcTimezone: true,
  // Rows leave the server only through presenters, so serialisation defaults do not matter here.
  ignoreUndefinedInQuery: true,
} satisfies Partial<Options>;

/**
 * PGlite's start options, as a class instance: MikroORM deep-copies plain option objects, and a
 * copied Blob loses what makes it a Blob ('Illegal invocation' in PGlite). Instances pass as they are.
 */
class PgliteStartOptions {
  readonly loadDataDir: Blob;
  constructor(loadDataDir: Blob) {
    this.loadDataDir = loadDataDir;
  }
}

/** Creates the ORM for PostgreSQL when a URL is given, else for embedded PGlite. */
export async function initOrm(config: OrmConfig): Promise<Orm> {
  if (config.databaseUrl) {
    return PostgresMikroORM.init({
      ...shared,
      clientUrl: config.databaseUrl,
      debug: config.debug ?? false,
      pool: { min: 0, max: config.poolMax ?? 10 },
      driverOptions: { onPoolCreated: prepareHotStatements },
    });
  }
  let dbName = 'memory://';
  if (!config.inMemory) {
    dbName = path.join(config.dataDir, 'pglite');
    mkdirSync(dbName, { recursive: true });
  }
  return PgliteMikroORM.init({
    ...shared,
    dbName,
    debug: config.debug ?? false,
    ...(config.inMemory && config.pgliteSnapshot
      ? { driverOptions: new PgliteStartOptions(config.pgliteSnapshot) }
      : {}),
  });
}
