import type { EntityDictionary, EntityName } from '@mikro-orm/core';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

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
  const rows = await sql<EntityDictionary<T>>(
    em,
    `select * from "${table}" where "id" = ?${options.lock ? ' for update' : ''}`,
    [id],
  );
  const row = rows[0];
  return row ? em.map(entity, row) : null;
}
