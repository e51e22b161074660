import type { Task } from '@protocol/api/tasks.ts';
import { isOnDay, isSameDay, weekDays } from '@/lib/dates.ts';
import { byDueThenPriority, isForToday } from '@/shared/queries/tasks.ts';

/** Spec section 9: at most 10 completed tasks are shown. */
export const COMPLETED_TASKS_SHOWN = 10;

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
  const pending = tasks.filter((task) => !task.completed);
  return {
    pending,
    today: pending.filter((task) => isForToday(task, now)).sort(byDueThenPriority),
    upcoming: pending.filter((task) => !isForToday(task, now)).sort(byDueThenPriority),
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
