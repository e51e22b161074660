import { defineEntity, p } from '@mikro-orm/core';
import { type ChecklistItem, ENERGIES } from '../../protocol/api/planning.ts';
import { PRIORITIES } from '../../protocol/api/tasks.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text().nullable(),
    priority: p.enum(PRIORITIES).default('medium'),
    completed: p.boolean().default(false),
    completedAt: p.datetime().nullable(),
    dueDate: p.datetime().nullable(),
    /** When the owner is reminded; the schedule that sends it is the reminders' own. */
    remindAt: p.datetime().nullable(),
    points: p.integer().default(10),
    /** Minutes it will take, as the player guessed (1-600). */
    estimateMinutes: p.smallint().nullable(),
    energy: p.enum(ENERGIES).nullable(),
    /** Small steps (at most 30), in order: `{ id, text, done }`. */
    checklist: p.json<ChecklistItem[]>().defaultRaw("'[]'"),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'tasks_user_completed_idx', properties: ['user', 'completed'] }],
  checks: [
    { name: 'tasks_points_non_negative', expression: 'points >= 0' },
    { name: 'tasks_estimate_range', expression: 'estimate_minutes between 1 and 600' },
  ],
});

export class Task extends TaskSchema.class {}
TaskSchema.setClass(Task);

export { TaskSchema };
