import { Task } from '../../db/entities/Task.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { TaskChanges } from '../../protocol/api/tasks.ts';
import type { PlayerView } from '../data/players.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import { rowById } from '../data/rowById.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { type Priority, TASK_POINTS } from '../domain/quests/rewards.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { announcePlayer } from './announcePlayer.ts';
import { applyProgress, lockUser } from './progress/applyProgress.ts';
import { reminderTime } from './quests.ts';

export const taskNotFound = () => notFound('Task not found');

export async function createTask(
  em: Em,
  user: User,
  input: {
    title: string;
    description: string | null;
    priority: Priority;
    dueDate: string | null;
    remindAt: string | null;
  },
  now: Date,
): Promise<Task> {
  const remindAt = reminderTime(input.remindAt, now);
  // The task and its place on the reminder schedule are written together.
  return em.transactional(async (tx) => {
    const task = tx.create(Task, {
      user,
      title: input.title,
      description: input.description,
      priority: input.priority,
      points: TASK_POINTS[input.priority],
      dueDate: input.dueDate ? new Date(input.dueDate) : null,
      remindAt,
    });
    await tx.flush();
    if (remindAt)
      await scheduleReminder(tx, { userId: user.id, kind: 'task', itemId: task.id, dueAt: remindAt });
    return task;
  });
}

export interface CompletedTask {
  task: Task;
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
    const changed = await tx.nativeUpdate(
      Task,
      { id: taskId, user: userId, completed: false },
      { completed: true, completedAt: now },
    );
    if (changed === 0) {
      const exists = await tx.count(Task, { id: taskId, user: userId });
      throw exists ? conflict('This task is already completed.') : taskNotFound();
    }
    await cancelReminder(tx, 'task', taskId);
    const user = await lockUser(tx, userId);
    const task = await tx.findOneOrFail(Task, taskId, { refresh: true });
    const progress = await applyProgress(tx, user, { experience: 0, gold: 0, points: task.points }, now);
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
): Promise<Task> {
  return em.transactional(async (tx) => {
    const task = await rowById(tx, Task, taskId, { lock: true });
    if (!task || task.user.id !== userId) throw taskNotFound();
    if (task.completed) throw conflict('A completed task cannot be edited.');
    if (changes.title !== undefined) task.title = changes.title;
    if (changes.description !== undefined) task.description = changes.description;
    if (changes.dueDate !== undefined) task.dueDate = changes.dueDate ? new Date(changes.dueDate) : null;
    if (changes.remindAt !== undefined) task.remindAt = reminderTime(changes.remindAt, now, task.remindAt);
    if (changes.priority !== undefined) {
      task.priority = changes.priority;
      task.points = TASK_POINTS[changes.priority];
    }
    await tx.flush();
    // Editing the time replaces the pending reminder; clearing it removes it.
    if (changes.remindAt !== undefined) {
      if (task.remindAt) {
        await scheduleReminder(tx, { userId, kind: 'task', itemId: task.id, dueAt: task.remindAt });
      } else await cancelReminder(tx, 'task', task.id);
    }
    return task;
  });
}

export async function reopenTask(em: Em, userId: string, taskId: string): Promise<Task> {
  const task = await em.findOne(Task, { id: taskId, user: userId });
  if (!task) throw taskNotFound();
  if (task.completed) throw conflict('A completed task cannot be un-completed.');
  return task;
}

export async function deleteTask(em: Em, userId: string, taskId: string): Promise<void> {
  const deleted = await em.nativeDelete(Task, { id: taskId, user: userId });
  if (deleted === 0) throw taskNotFound();
  await cancelReminder(em, 'task', taskId);
}
