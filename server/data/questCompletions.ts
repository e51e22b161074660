import type { Quest } from '../../db/entities/Quest.ts';
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
