import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/** One trivial statement: resolves when the database answers, rejects when it cannot. */
export async function pingDatabase(em: Em): Promise<void> {
  await sql(em, 'select 1');
}
