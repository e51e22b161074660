import type { Task } from '../../db/entities/Task.ts';
import type { Em } from '../../db/orm.ts';
import { asDate, moment } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/** A task as the task list shows it: the columns its answer needs, nothing of the entity layer. */
export interface TaskRow {
  id: string;
  title: string;
  description: string | null;
  priority: Task['priority'];
  completed: boolean;
  completedAt: Date | null;
  dueDate: Date | null;
  remindAt: Date | null;
  points: number;
  createdAt: Date;
}

const TASK_LIST = statement('task_list', (p: { userId: string; limit: number }) =>
  compiler
    .selectFrom('tasks')
    .select([
      'id',
      'title',
      'description',
      'priority',
      'completed',
      'completed_at',
      'due_date',
      'remind_at',
      'points',
      'created_at',
    ])
    .where('user_id', '=', p.userId)
    .orderBy('completed', 'asc')
    .orderBy('created_at', 'desc')
    .limit(p.limit),
);

/** The player's tasks, open ones first, newest first (one prepared statement, no entities). */
export async function tasksOf(em: Em, userId: string, limit: number): Promise<TaskRow[]> {
  const records = await run(em, TASK_LIST, { userId, limit });
  return records.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    completed: t.completed,
    completedAt: moment(t.completed_at),
    dueDate: moment(t.due_date),
    remindAt: moment(t.remind_at),
    points: Number(t.points),
    createdAt: asDate(t.created_at),
  }));
}
