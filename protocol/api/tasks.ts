import { z } from 'zod';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '../limits.ts';
import { safeText } from '../text.ts';
import { optionalMoment } from './moments.ts';
import { checklistItemSchema, energySchema, planningFields } from './planning.ts';

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const prioritySchema = z.enum(PRIORITIES, { error: 'Priority must be low, medium or high' });

// The maxima live in limits.ts (no zod: the client's language files import them).
export { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX };

export const taskSchema = z.object({
  id: safeText(),
  title: safeText(),
  description: safeText().nullable(),
  priority: prioritySchema,
  completed: z.boolean(),
  completedAt: safeText().nullable(),
  dueDate: safeText().nullable(),
  /** When the owner is reminded (ISO), or null. */
  remindAt: safeText().nullable(),
  points: z.number().int(),
  estimateMinutes: z.number().int().nullable(),
  energy: energySchema.nullable(),
  /** Small steps, ticked inline; they give no reward of their own (DESIGN section 13). */
  checklist: z.array(checklistItemSchema),
  createdAt: safeText(),
});
export type Task = z.infer<typeof taskSchema>;

/**
 * Each field a player writes on a task, defined once: New Task and Edit (PATCH) check the same
 * rules. An empty or null description or due date means none.
 */
export const taskFields = {
  title: safeText({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(TASK_TITLE_MAX, { error: `Title must be at most ${TASK_TITLE_MAX} characters` }),
  description: safeText()
    .trim()
    .max(TASK_DESCRIPTION_MAX, { error: `Description must be at most ${TASK_DESCRIPTION_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
  priority: prioritySchema,
  dueDate: optionalMoment(z.iso.datetime({ offset: true, error: 'Due date must be a date and time' })),
  remindAt: optionalMoment(z.iso.datetime({ offset: true, error: 'Reminder must be a date and time' })),
  ...planningFields,
};

export const createTaskRequestSchema = z.object({
  /** A client-chosen id (DESIGN 15): the same create sent again creates nothing. */
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
  ...taskFields,
  priority: taskFields.priority.default('medium'),
});
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;

/**
 * PATCH /api/tasks/{id}: any of the fields New Task takes, checked the same way; a field left out
 * stays as it is, a null description or due date clears it. Points follow the priority.
 */
export const updateTaskRequestSchema = z
  .object(taskFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to change' });
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;
export type TaskChanges = z.output<typeof updateTaskRequestSchema>;

export const toggleTaskRequestSchema = z.object({
  completed: z.boolean({ error: 'completed must be true or false' }),
});
