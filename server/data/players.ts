import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { EquipmentBonuses } from '../domain/character/stats.ts';
import { loadEquipmentBonuses } from './equipment.ts';
import { sql } from './sql.ts';
import type { UserRecord } from './userRecords.ts';

/** A player with what their answer needs beyond their own row: the equipped items' bonuses. */
export interface PlayerView {
  user: UserRecord;
  equipment: EquipmentBonuses;
}

export async function playerView(em: Em, user: User): Promise<PlayerView> {
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}

/** A player's level alone (the party leader's, for Team Leader). */
export async function playerLevel(em: Em, userId: string): Promise<number | null> {
  const [row] = await sql<{ level: number }>(em, 'select level from users where id = ?', [userId]);
  return row ? Number(row.level) : null;
}
