import type { CreateQuestRequest } from '@protocol/api/quests.ts';
import type { CreateTaskRequest } from '@protocol/api/tasks.ts';
import type { QuickAddItem } from './QuickAddField.tsx';

/** A quick add line as a new quest: easy, with the day, reminder and routine the line named. */
export function questFromLine({ title, reading }: QuickAddItem): CreateQuestRequest {
  return {
    title,
    difficulty: 'easy',
    questType: 'main',
    dueDate: reading?.dueDate ?? null,
    remindAt: reading?.remindAt ?? null,
    recurrence: reading?.recurrence ?? null,
  };
}

/** A quick add line as a new task: with the day, reminder and priority the line named. */
export function taskFromLine({ title, reading }: QuickAddItem): CreateTaskRequest {
  return {
    title,
    dueDate: reading?.dueDate ?? null,
    remindAt: reading?.remindAt ?? null,
    ...(reading?.priority ? { priority: reading.priority } : {}),
  };
}
