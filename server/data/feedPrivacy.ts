import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/**
 * Takes the titles (and rewards) out of the player's past 'completed a quest' entries in clan
 * feeds, keeping the difficulty: run when they stop sharing their quest titles.
 */
export async function hideQuestTitlesOf(em: Em, userId: string): Promise<void> {
  await sql(
    em,
    `update clan_activities set subject = '', data = data - 'experience' - 'gold'
      where user_id = ? and type = 'quest_completed' and subject <> ''`,
    [userId],
  );
}
