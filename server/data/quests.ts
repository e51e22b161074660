import type { EntityDictionary } from '@mikro-orm/core';
import { Quest } from '../../db/entities/Quest.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/**
 * The conditional UPDATE that lets exactly one caller complete an open quest, however many race;
 * null when the quest is not this player's or is completed already.
 */
export async function completeOpenQuest(
  tx: Em,
  userId: string,
  questId: string,
  now: Date,
): Promise<Quest | null> {
  const rows = await sql<EntityDictionary<Quest>>(
    tx,
    'update quests set completed = true, completed_at = ? where id = ? and user_id = ? and completed = false returning *',
    [now, questId, userId],
  );
  return rows[0] ? tx.map(Quest, rows[0]) : null;
}

export const playerOwnsQuest = async (em: Em, userId: string, questId: string): Promise<boolean> =>
  (await em.count(Quest, { id: questId, user: userId })) > 0;

/** The player's quests, open ones first, newest first. */
export const questsOf = (em: Em, userId: string, limit: number): Promise<Quest[]> =>
  em.find(Quest, { user: userId }, { orderBy: { completed: 'asc', createdAt: 'desc' }, limit });
