import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/**
 * A player's own row as a record, read as stored now (in the caller's transaction when it has one).
 * Null when the player is gone.
 */
export async function playerById(em: Em, userId: string): Promise<UserRecord | null> {
  const row = await db(em).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return row ? userRecordOf(row) : null;
}

/**
 * Writes a player's health, on a row the caller has locked and read (the value written is computed
 * from that read): the player as written. `updated_at` takes the system's time, as the entity's
 * flush stamped it.
 */
export async function setPlayerHealth(tx: Em, userId: string, health: number): Promise<UserRecord> {
  const row = await db(tx)
    .updateTable('users')
    .set({ health, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return userRecordOf(row);
}
