import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';

/** One audit row as an admin action gives it: every column but the id, which is made here. */
export type AuditRow = Omit<Insertable<Database['audit_logs']>, 'id'>;

/**
 * Writes one audit row inside the caller's transaction, so it commits or rolls back with the
 * action it records. The id is a random UUID made here, as the entity made it.
 */
export async function insertAuditRow(tx: Em, row: AuditRow): Promise<void> {
  await db(tx)
    .insertInto('audit_logs')
    .values({ id: randomUUID(), ...row })
    .execute();
}
