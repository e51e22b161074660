import type { Task } from '../../db/entities/Task.ts';
import type { Em } from '../../db/orm.ts';
import { asDate, type Moment, moment } from './moments.ts';
import { run, statement } from './prepared.ts';

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

const TASK_LIST = statement(
  'task_list',
  `select id, title, description, priority, completed, completed_at, due_date, remind_at, points, created_at
     from tasks where user_id = $1
    order by completed asc, created_at desc
    limit $2`,
);

interface TaskListRecord {
  id: string;
  title: string;
  description: string | null;
  priority: Task['priority'];
  completed: boolean;
  completed_at: Moment | null;
  due_date: Moment | null;
  remind_at: Moment | null;
  points: number;
  created_at: Moment;
}

/** The player's tasks, open ones first, newest first (one prepared statement, no entities). */
export async function tasksOf(em: Em, userId: string, limit: number): Promise<TaskRow[]> {
  const records = await run<TaskListRecord>(em, TASK_LIST, [userId, limit]);
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
