import { randomUUID } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { checklistOf } from './checklists.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/** The columns a task's answer shows, for a select list or a `returning`. */
const TASK_COLUMNS = [
  'id',
  'title',
  'description',
  'priority',
  'completed',
  'completed_at',
  'due_date',
  'remind_at',
  'points',
  'estimate_minutes',
  'energy',
  'checklist',
  'created_at',
] as const;

type TaskColumns = Pick<Selectable<Database['tasks']>, (typeof TASK_COLUMNS)[number]>;

/** A task's row as its answer shows it (presenters/task.ts). */
function taskRowOf(t: TaskColumns) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    completed: t.completed,
    completedAt: moment(t.completed_at),
    dueDate: moment(t.due_date),
    remindAt: moment(t.remind_at),
    points: Number(t.points),
    estimateMinutes: t.estimate_minutes === null ? null : Number(t.estimate_minutes),
    energy: t.energy,
    checklist: checklistOf(t.checklist),
    createdAt: asDate(t.created_at),
  };
}

/** A task as the task list and every task answer show it: the columns its answer needs. */
export type TaskRow = ReturnType<typeof taskRowOf>;

const TASK_LIST = statement('task_list', (p: { userId: string; limit: number }) =>
  compiler
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('user_id', '=', p.userId)
    .orderBy('completed', 'asc')
    .orderBy('created_at', 'desc')
    .limit(p.limit),
);

/** The player's tasks, open ones first, newest first (one prepared statement, no entities). */
export async function tasksOf(em: Em, userId: string, limit: number): Promise<TaskRow[]> {
  const records = await run(em, TASK_LIST, { userId, limit });
  return records.map(taskRowOf);
}

/** A new task's own fields; the rest start as the table's defaults say (open, not completed). */
export interface NewTask {
  /** The client's own id (DESIGN 15), else a new one. */
  id?: string | undefined;
  userId: string;
  title: string;
  description: string | null;
  priority: TaskRow['priority'];
  points: number;
  dueDate: Date | null;
  remindAt: Date | null;
  estimateMinutes: number | null;
  energy: TaskRow['energy'];
}

/**
 * Writes a new open task. The id is a random UUID made here and the creation time the system's, as
 * the entity made them (the list orders by it: two tasks of one request's clock must not tie).
 */
export async function insertTask(tx: Em, task: NewTask): Promise<TaskRow | null> {
  const row = await db(tx)
    .insertInto('tasks')
    .values({
      id: task.id ?? randomUUID(),
      user_id: task.userId,
      title: task.title,
      description: task.description,
      priority: task.priority,
      points: task.points,
      completed: false,
      completed_at: null,
      due_date: task.dueDate,
      remind_at: task.remindAt,
      estimate_minutes: task.estimateMinutes,
      energy: task.energy,
      created_at: new Date(),
    })
    // A client-chosen id already taken: nothing written (the caller says whose and what it holds).
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row ? taskRowOf(row) : null;
}

/** A task by id whoever owns it, with its owner (a client-chosen id that was already taken). */
export async function taskWithOwner(
  em: Em,
  taskId: string,
): Promise<{ userId: string; task: TaskRow } | null> {
  const row = await db(em)
    .selectFrom('tasks')
    .select([...TASK_COLUMNS, 'user_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row ? { userId: row.user_id, task: taskRowOf(row) } : null;
}

/** One of the player's tasks (another player's is not found). */
export async function playerTask(em: Em, userId: string, taskId: string): Promise<TaskRow | null> {
  const row = await db(em)
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? taskRowOf(row) : null;
}

/** One of the player's tasks, locked for the rest of the caller's transaction (an edit). */
export async function lockPlayerTask(tx: Em, userId: string, taskId: string): Promise<TaskRow | null> {
  const row = await db(tx)
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? taskRowOf(row) : null;
}

/**
 * Completes one of the player's open tasks in one conditional UPDATE: of any number of racing
 * completions exactly one gets the row back. Null when it is completed already, or not theirs.
 */
export async function completeOpenTask(
  tx: Em,
  userId: string,
  taskId: string,
  now: Date,
): Promise<TaskRow | null> {
  const row = await db(tx)
    .updateTable('tasks')
    .set({ completed: true, completed_at: now })
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .where('completed', '=', false)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
  return row ? taskRowOf(row) : null;
}

/** What an edit may change on a task. */
export type TaskChange = Pick<
  Updateable<Database['tasks']>,
  'title' | 'description' | 'priority' | 'points' | 'due_date' | 'remind_at' | 'estimate_minutes' | 'energy'
>;

/** Writes an edit on a task locked by the caller: the task as written (as it was, with nothing to change). */
export async function writeTaskChange(tx: Em, task: TaskRow, change: TaskChange): Promise<TaskRow> {
  if (Object.keys(change).length === 0) return task;
  const row = await db(tx)
    .updateTable('tasks')
    .set(change)
    .where('id', '=', task.id)
    .returning(TASK_COLUMNS)
    .executeTakeFirstOrThrow();
  return taskRowOf(row);
}

/** Deletes one of the player's tasks; answers whether there was one. */
export async function deletePlayerTask(em: Em, userId: string, taskId: string): Promise<boolean> {
  const result = await db(em)
    .deleteFrom('tasks')
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
