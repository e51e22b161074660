import type { EntityDictionary, EntityName } from '@mikro-orm/core';
import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';

/**
 * One row by primary key with plain SQL, mapped into the request's identity map (refreshing an
 * entity already there). Used on the hottest path (every quest completion and boss hit): building
 * MikroORM's query for a wide table costs more CPU than PostgreSQL spends answering it.
 * `lock` takes the row lock (`for update`) for the rest of the transaction.
 */
export async function rowById<T extends object>(
  em: Em,
  entity: EntityName<T>,
  id: string,
  options: { lock?: boolean } = {},
): Promise<T | null> {
  const table = em.getMetadata().get(entity).tableName;
  // Any entity's table: a name only known at run time has no typed builder.
  const lock = options.lock ? sql` for update` : sql``;
  const query = sql<EntityDictionary<T>>`select * from ${sql.table(table)} where "id" = ${id}${lock}`;
  const { rows } = await query.execute(db(em));
  const row = rows[0];
  return row ? em.map(entity, row) : null;
}
