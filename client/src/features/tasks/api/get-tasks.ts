import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Task, taskSchema } from '../../../../../protocol/api/tasks.ts';
import { apiRequest } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getTasks(): Promise<Task[]> {
  return taskSchema.array().parse(await apiRequest('GET', '/api/tasks'));
}

export const tasksQueryOptions = queryOptions({ queryKey: queryKeys.tasks, queryFn: getTasks });

export function useTasks() {
  return useQuery(tasksQueryOptions);
}
