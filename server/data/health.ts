import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';

/** One trivial statement: resolves when the database answers, rejects when it cannot. */
export async function pingDatabase(em: Em): Promise<void> {
  await db(em)
    .selectNoFrom((eb) => eb.lit(1).as('one'))
    .execute();
}
