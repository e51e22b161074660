import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/**
 * Records an achievement as earned; false when the player already had it (unique key per player
 * and achievement, so each unlocks once even when two completions race).
 */
export async function insertEarnedAchievement(
  em: Em,
  userId: string,
  achievementId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await sql<{ id: string }>(
    em,
    `insert into user_achievements (id, user_id, achievement_id, earned_at) values (gen_random_uuid(), ?, ?, ?)
       on conflict (user_id, achievement_id) do nothing returning id`,
    [userId, achievementId, now],
  );
  return inserted.length > 0;
}
