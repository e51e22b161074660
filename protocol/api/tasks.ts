import { z } from 'zod';
import { safeText } from '../text.ts';

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const prioritySchema = z.enum(PRIORITIES, { error: 'Priority must be low, medium or high' });

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;

export const taskSchema = z.object({
  id: safeText(),
  title: safeText(),
  description: safeText().nullable(),
  priority: prioritySchema,
  completed: z.boolean(),
  completedAt: safeText().nullable(),
  dueDate: safeText().nullable(),
  points: z.number().int(),
  createdAt: safeText(),
});
export type Task = z.infer<typeof taskSchema>;

export const createTaskRequestSchema = z.object({
  title: safeText({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(TASK_TITLE_MAX, { error: `Title must be at most ${TASK_TITLE_MAX} characters` }),
  description: safeText()
    .trim()
    .max(TASK_DESCRIPTION_MAX, { error: `Description must be at most ${TASK_DESCRIPTION_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
  priority: prioritySchema.default('medium'),
  dueDate: z
    .union([
      z.iso.datetime({ offset: true, error: 'Due date must be a date and time' }),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;

export const toggleTaskRequestSchema = z.object({
  completed: z.boolean({ error: 'completed must be true or false' }),
});
