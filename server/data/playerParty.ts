import type { EntityDictionary } from '@mikro-orm/core';
import { Party } from '../../db/entities/Party.ts';
import type { Em } from '../../db/orm.ts';

/**
 * The player's party, row-locked for the rest of the transaction, found and locked in one round
 * trip: every quest completion starts here, and the party lock is taken before any player's (the
 * order every membership change uses too). Rows of other tables must be read by later statements:
 * only the locked row is re-read after waiting for the lock.
 */
export async function lockPlayerParty(tx: Em, userId: string): Promise<Party | null> {
  const rows = await tx
    .getConnection()
    .execute<EntityDictionary<Party>[]>(
      'select * from parties where id = (select party_id from users where id = ?) for update',
      [userId],
      'all',
      tx.getTransactionContext(),
    );
  return rows[0] ? tx.map(Party, rows[0]) : null;
}
