/** Shared with the dashboard's Today's tasks card: the query lives in lib/queries. */
export { getTasks, tasksQueryOptions, useTasks } from '@/lib/queries/tasks.ts';
