import { type Task, taskSchema } from '@protocol/api/tasks.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { addDays, startOfDay } from '@/lib/dates.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/tasks: the task list (features/tasks) and the dashboard's Today's tasks card. */
export async function getTasks(): Promise<Task[]> {
  return taskSchema.array().parse(await apiRequest('GET', '/api/tasks'));
}

export const tasksQueryOptions = queryOptions({ queryKey: queryKeys.tasks, queryFn: getTasks });

export function useTasks() {
  return useQuery(tasksQueryOptions);
}

/**
 * An open task belongs to today when it is due today, overdue (so nothing open gets lost) or has no
 * due date; only tasks due after today wait for later.
 */
export function isForToday(task: Task, now: Date): boolean {
  if (task.completed) return false;
  return task.dueDate === null || new Date(task.dueDate) < addDays(startOfDay(now), 1);
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Today's order: the soonest due first, then without a due date by priority, newest first. */
export const byDueThenPriority = (a: Task, b: Task): number => {
  if (a.dueDate && b.dueDate) return a.dueDate.localeCompare(b.dueDate);
  if (a.dueDate) return -1;
  if (b.dueDate) return 1;
  return PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.createdAt.localeCompare(a.createdAt);
};
