import type { Em } from '../../db/orm.ts';
import type { EquipmentBonuses } from '../domain/character/stats.ts';
import { db } from './database.ts';
import { loadEquipmentBonuses } from './equipment.ts';
import type { Runner } from './prepared.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/** A player with what their answer needs beyond their own row: the equipped items' bonuses. */
export interface PlayerView {
  user: UserRecord;
  equipment: EquipmentBonuses;
}

export async function playerView(em: Em, user: UserRecord): Promise<PlayerView> {
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}

/**
 * A player as committed now, read in one statement with the version of that very state: what a
 * push announces after a use case committed. The entity it changed may carry an older version
 * (the database bumps it on every write), and a version read apart from the figures could belong to
 * a later change than they show; a client keeps the highest version it heard, so a push must never
 * claim more than it holds. Null when the player is gone.
 */
export async function committedPlayerView(em: Em, userId: string): Promise<PlayerView | null> {
  const row = await db(em).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const user = userRecordOf(row);
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}

/** A player's level alone (the party leader's, for Team Leader). */
export async function playerLevel(em: Em, userId: string): Promise<number | null> {
  const row = await db(em).selectFrom('users').select('level').where('id', '=', userId).executeTakeFirst();
  return row ? Number(row.level) : null;
}

/** A player's whole row, locked for the rest of the caller's transaction (a defeat's rewards). */
export async function lockPlayerRecord(tx: Runner, userId: string): Promise<UserRecord | null> {
  const row = await db(tx)
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? userRecordOf(row) : null;
}
