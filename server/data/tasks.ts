import { Task } from '../../db/entities/Task.ts';
import type { Em } from '../../db/orm.ts';

/** The player's tasks, open ones first, newest first. */
export const tasksOf = (em: Em, userId: string, limit: number): Promise<Task[]> =>
  em.find(Task, { user: userId }, { orderBy: { completed: 'asc', createdAt: 'desc' }, limit });
