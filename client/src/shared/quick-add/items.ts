import type { CreateQuestRequest } from '@protocol/api/quests.ts';
import type { CreateTaskRequest } from '@protocol/api/tasks.ts';
import type { QuickAddItem } from './QuickAddField.tsx';

/**
 * A quick add line as a new quest: easy, with the day, reminder, routine, priority and estimate the
 * line named.
 */
export function questFromLine({ title, reading }: QuickAddItem): CreateQuestRequest {
  return {
    title,
    difficulty: 'easy',
    questType: 'main',
    dueDate: reading?.dueDate ?? null,
    remindAt: reading?.remindAt ?? null,
    recurrence: reading?.recurrence ?? null,
    priority: reading?.priority ?? null,
    estimateMinutes: reading?.estimateMinutes ?? null,
  };
}

/** A quick add line as a new task: with the day, reminder, priority and estimate the line named. */
export function taskFromLine({ title, reading }: QuickAddItem): CreateTaskRequest {
  return {
    title,
    dueDate: reading?.dueDate ?? null,
    remindAt: reading?.remindAt ?? null,
    estimateMinutes: reading?.estimateMinutes ?? null,
    ...(reading?.priority ? { priority: reading.priority } : {}),
  };
}
