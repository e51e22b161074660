import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL server (trust auth); override with TEST_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const isPostgresRun = () => process.env.TEST_DB === 'postgres';

/**
 * Creates a database of its own for one test file; `drop()` removes it again. Empty, or a copy of
 * `template` (a migrated database nobody is connected to): copying takes a fraction of migrating.
 */
export async function createTestDatabase(
  options: { template?: string | undefined } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `qp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(
    options.template
      ? `create database "${name}" template "${options.template}"`
      : `create database "${name}"`,
  );
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
