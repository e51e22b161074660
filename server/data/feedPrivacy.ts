import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';

/**
 * Takes the titles (and rewards) out of the player's past 'completed a quest' entries in clan
 * feeds, keeping the difficulty: run when they stop sharing their quest titles.
 */
export async function hideQuestTitlesOf(em: Em, userId: string): Promise<void> {
  await db(em)
    .updateTable('clan_activities')
    // jsonb minus a key has no builder form.
    .set({ subject: '', data: sql<Database['clan_activities']['data']>`data - 'experience' - 'gold'` })
    .where('user_id', '=', userId)
    .where('type', '=', 'quest_completed')
    .where('subject', '<>', '')
    .execute();
}
