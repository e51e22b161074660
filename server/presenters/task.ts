import type { Task as TaskDto } from '../../protocol/api/tasks.ts';
import type { TaskRow } from '../data/tasks.ts';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A task's answer, from its row (server/data/tasks.ts). */
export const presentTask = (task: TaskRow): TaskDto => ({
  id: task.id,
  title: task.title,
  description: task.description ?? null,
  priority: task.priority,
  completed: task.completed,
  completedAt: iso(task.completedAt),
  dueDate: iso(task.dueDate),
  remindAt: iso(task.remindAt),
  points: task.points,
  estimateMinutes: task.estimateMinutes,
  energy: task.energy,
  checklist: task.checklist,
  createdAt: task.createdAt.toISOString(),
});
