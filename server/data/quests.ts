import { Quest } from '../../db/entities/Quest.ts';
import type { Em } from '../../db/orm.ts';

/** The player's quests, open ones first, newest first. */
export const questsOf = (em: Em, userId: string, limit: number): Promise<Quest[]> =>
  em.find(Quest, { user: userId }, { orderBy: { completed: 'asc', createdAt: 'desc' }, limit });
