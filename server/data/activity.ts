import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import type { Em } from '../../db/orm.ts';

/** The player's own activity, newest first. */
export const activityOf = (em: Em, userId: string, limit: number): Promise<ActivityEvent[]> =>
  em.find(ActivityEvent, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
