import type { Task } from '../../../../../protocol/api/tasks.ts';
import { addDays, isOnDay, isSameDay, startOfDay, weekDays } from '../../../lib/dates.ts';

/** Spec section 9: at most 10 completed tasks are shown. */
export const COMPLETED_TASKS_SHOWN = 10;

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

const byDueThenPriority = (a: Task, b: Task) => {
  if (a.dueDate && b.dueDate) return a.dueDate.localeCompare(b.dueDate);
  if (a.dueDate) return -1;
  if (b.dueDate) return 1;
  return PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.createdAt.localeCompare(a.createdAt);
};

export interface TaskLists {
  pending: Task[];
  /** Due today, overdue (so nothing open gets lost) or without a due date. */
  today: Task[];
  /** Due after today, soonest first. */
  upcoming: Task[];
  /** The latest completed tasks, newest first, at most 10. */
  completed: Task[];
  completedTotal: number;
  summary: { pending: number; highPriority: number; dueToday: number };
}

export function taskLists(tasks: readonly Task[], now = new Date()): TaskLists {
  const tomorrow = addDays(startOfDay(now), 1);
  const pending = tasks.filter((task) => !task.completed);
  const isLater = (task: Task) => task.dueDate !== null && new Date(task.dueDate) >= tomorrow;
  return {
    pending,
    today: pending.filter((task) => !isLater(task)).sort(byDueThenPriority),
    upcoming: pending.filter(isLater).sort(byDueThenPriority),
    completed: tasks
      .filter((task) => task.completed)
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
      .slice(0, COMPLETED_TASKS_SHOWN),
    completedTotal: tasks.filter((task) => task.completed).length,
    summary: {
      pending: pending.length,
      highPriority: pending.filter((task) => task.priority === 'high').length,
      dueToday: pending.filter((task) => isOnDay(task.dueDate, now)).length,
    },
  };
}

export interface WeekDay {
  date: Date;
  isToday: boolean;
  tasks: Task[];
}

/** Monday to Sunday of the current week, each with the tasks due that day (open and done), by time. */
export function weekColumns(tasks: readonly Task[], now = new Date()): WeekDay[] {
  return weekDays(now).map((date) => ({
    date,
    isToday: isSameDay(date, now),
    tasks: tasks
      .filter((task) => isOnDay(task.dueDate, date))
      .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '')),
  }));
}
