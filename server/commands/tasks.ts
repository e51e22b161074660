import type { Em } from '../../db/orm.ts';
import type { TaskChanges } from '../../protocol/api/tasks.ts';
import type { PlayerView } from '../data/players.ts';
import { lockPlayerRecord } from '../data/players.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import {
  completeOpenTask,
  deletePlayerTask,
  insertTask,
  lockPlayerTask,
  playerTask,
  type TaskChange,
  type TaskRow,
  taskWithOwner,
  writeTaskChange,
} from '../data/tasks.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { type Priority, TASK_POINTS } from '../domain/quests/rewards.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { announcePlayer } from './announcePlayer.ts';
import { grantProgress } from './progress/grantProgress.ts';
import { reminderTime } from './quests.ts';

export const taskNotFound = () => notFound('Task not found');

export async function createTask(
  em: Em,
  user: Pick<UserRecord, 'id'>,
  input: {
    title: string;
    description: string | null;
    priority: Priority;
    dueDate: string | null;
    remindAt: string | null;
    estimateMinutes?: number | null;
    energy?: TaskRow['energy'];
    /** The client's own id (DESIGN 15): the same create sent again answers the task it made. */
    id?: string | undefined;
  },
  now: Date,
): Promise<TaskRow> {
  // A create sent again with its id (a replay after a lost answer) answers what it made, even
  // once its reminder time has passed.
  if (input.id) {
    const made = await taskAlreadyMade(em, user.id, input.id, input);
    if (made) return made;
  }
  const remindAt = reminderTime(input.remindAt, now);
  // The task and its place on the reminder schedule are written together.
  return em.transactional(async (tx) => {
    const task = await insertTask(tx, {
      id: input.id,
      userId: user.id,
      title: input.title,
      description: input.description,
      priority: input.priority,
      points: TASK_POINTS[input.priority],
      dueDate: input.dueDate ? new Date(input.dueDate) : null,
      remindAt,
      estimateMinutes: input.estimateMinutes ?? null,
      energy: input.energy ?? null,
    });
    if (!task) {
      // A racing create with the same id got there first.
      const made = input.id ? await taskAlreadyMade(tx, user.id, input.id, input) : null;
      if (!made) throw taskIdTaken();
      return made;
    }
    if (remindAt)
      await scheduleReminder(tx, { userId: user.id, kind: 'task', itemId: task.id, dueAt: remindAt });
    return task;
  });
}

const taskIdTaken = () =>
  conflict('This id is already taken by another task. Send the change with a new id.');

const sameMoment = (stored: Date | null, sent: string | null | undefined) =>
  (stored?.getTime() ?? null) === (sent ? new Date(sent).getTime() : null);

/**
 * The task a client-chosen id already names: the player's own, made by the same create (the same
 * fields), answered as it is; another player's, or the player's made with other fields, is 409.
 */
async function taskAlreadyMade(
  em: Em,
  userId: string,
  id: string,
  input: Parameters<typeof createTask>[2],
): Promise<TaskRow | null> {
  const found = await taskWithOwner(em, id);
  if (!found) return null;
  const { task } = found;
  const same =
    found.userId === userId &&
    task.title === input.title &&
    task.description === input.description &&
    task.priority === input.priority &&
    task.estimateMinutes === (input.estimateMinutes ?? null) &&
    task.energy === (input.energy ?? null) &&
    sameMoment(task.dueDate, input.dueDate) &&
    sameMoment(task.remindAt, input.remindAt);
  if (!same) throw taskIdTaken();
  return task;
}

export interface CompletedTask {
  task: TaskRow;
  player: PlayerView;
  achievements: AchievementDefinition[];
}

/**
 * Marks a task done and grants its points exactly once (conditional UPDATE). Completion is one-way:
 * asking to un-complete a completed task answers 409.
 */
export async function completeTask(
  em: Em,
  userId: string,
  taskId: string,
  now: Date,
): Promise<CompletedTask> {
  const done = await em.transactional(async (tx) => {
    const task = await completeOpenTask(tx, userId, taskId, now);
    if (!task) {
      const exists = await playerTask(tx, userId, taskId);
      throw exists ? conflict('This task is already completed.') : taskNotFound();
    }
    await cancelReminder(tx, 'task', taskId);
    const player = await lockPlayerRecord(tx, userId);
    if (!player) throw notFound('User not found');
    const progress = await grantProgress(tx, player, { experience: 0, gold: 0, points: task.points }, now, {
      completion: true,
    });
    return { task, user: progress.user, achievements: progress.achievements };
  });
  const { user, ...rest } = done;
  return { ...rest, player: await announcePlayer(em, user, done.achievements) };
}

/**
 * Edits an open task (PATCH /api/tasks/{id}): only the fields given change; a new priority brings
 * that priority's points. The row is locked against a completion racing the edit.
 */
export async function updateTask(
  em: Em,
  userId: string,
  taskId: string,
  changes: TaskChanges,
  now: Date,
): Promise<TaskRow> {
  return em.transactional(async (tx) => {
    const locked = await lockPlayerTask(tx, userId, taskId);
    if (!locked) throw taskNotFound();
    if (locked.completed) throw conflict('A completed task cannot be edited.');
    const change: TaskChange = {};
    if (changes.title !== undefined) change.title = changes.title;
    if (changes.description !== undefined) change.description = changes.description;
    if (changes.dueDate !== undefined) change.due_date = changes.dueDate ? new Date(changes.dueDate) : null;
    if (changes.remindAt !== undefined)
      change.remind_at = reminderTime(changes.remindAt, now, locked.remindAt);
    if (changes.estimateMinutes !== undefined) change.estimate_minutes = changes.estimateMinutes;
    if (changes.energy !== undefined) change.energy = changes.energy;
    if (changes.priority !== undefined) {
      change.priority = changes.priority;
      change.points = TASK_POINTS[changes.priority];
    }
    const task = await writeTaskChange(tx, locked, change);
    // Editing the time replaces the pending reminder; clearing it removes it.
    if (changes.remindAt !== undefined) {
      if (task.remindAt) {
        await scheduleReminder(tx, { userId, kind: 'task', itemId: task.id, dueAt: task.remindAt });
      } else await cancelReminder(tx, 'task', task.id);
    }
    return task;
  });
}

export async function reopenTask(em: Em, userId: string, taskId: string): Promise<TaskRow> {
  const task = await playerTask(em, userId, taskId);
  if (!task) throw taskNotFound();
  if (task.completed) throw conflict('A completed task cannot be un-completed.');
  return task;
}

export async function deleteTask(em: Em, userId: string, taskId: string): Promise<void> {
  if (!(await deletePlayerTask(em, userId, taskId))) throw taskNotFound();
  await cancelReminder(em, 'task', taskId);
}
