import type { EntityDictionary } from '@mikro-orm/core';
import { Quest } from '../../db/entities/Quest.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/**
 * The completion history (DESIGN section 9): one row per completion, for one-off quests and each
 * day of a routine, with the rewards it paid. Streaks and achievements count these; a deleted quest
 * leaves its rows (quest_id set null).
 */
export async function recordQuestCompletionRow(
  tx: Em,
  userId: string,
  quest: Quest,
  rewards: { experience: number; gold: number },
  now: Date,
): Promise<void> {
  await sql(
    tx,
    `insert into quest_completions (quest_id, user_id, difficulty, experience, gold, completed_at)
     values (?, ?, ?, ?, ?, ?)`,
    [quest.id, userId, quest.difficulty, rewards.experience, rewards.gold, now],
  );
}

/**
 * The player's quest, locked for a completion until the transaction ends (so however many
 * completions race, each sees the one before it), with its owner's zone; null when not theirs.
 */
export async function lockOwnQuest(
  tx: Em,
  userId: string,
  questId: string,
): Promise<{ quest: Quest; timezone: string } | null> {
  const rows = await sql<EntityDictionary<Quest> & { owner_timezone: string }>(
    tx,
    `select q.*, u.timezone as owner_timezone from quests q join users u on u.id = q.user_id
      where q.id = ? and q.user_id = ? for update of q`,
    [questId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const { owner_timezone: timezone, ...quest } = row;
  return { quest: tx.map(Quest, quest), timezone };
}

/**
 * Stamps a completion on a locked quest: a one-off quest is completed for good; a routine stays
 * open in its row and keeps the time, from which it answers completed until its next due day.
 */
export async function markQuestCompleted(tx: Em, quest: Quest, now: Date): Promise<Quest> {
  const rows = await sql<EntityDictionary<Quest>>(
    tx,
    'update quests set completed = ?, completed_at = ? where id = ? returning *',
    [!quest.recurrence, now, quest.id],
  );
  const row = rows[0];
  if (!row) throw new Error('a locked quest vanished');
  return tx.map(Quest, row);
}
