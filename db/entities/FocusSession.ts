import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Task } from './Task.ts';
import { User } from './User.ts';

export const FOCUS_SESSION_STATUSES = ['running', 'paused', 'completed', 'cancelled'] as const;

/**
 * A focus session on one task, timed by the server so it survives reloads and devices: `elapsed`
 * is the focused time banked before the current run, `runningSince` the start of the current run.
 */
const FocusSessionSchema = defineEntity({
  name: 'FocusSession',
  tableName: 'focus_sessions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    task: () => p.manyToOne(Task).nullable().deleteRule('set null'),
    status: p.enum(FOCUS_SESSION_STATUSES).default('running'),
    durationSeconds: p.integer(),
    elapsedSeconds: p.integer().default(0),
    runningSince: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  uniques: [
    {
      // At most one open session per player.
      name: 'focus_sessions_one_open_per_user',
      expression:
        'create unique index "focus_sessions_one_open_per_user" on "focus_sessions" ("user_id") where status in (\'running\', \'paused\')',
    },
  ],
  // Completed sessions per player (an achievement figure, read on every completion).
  indexes: [{ name: 'focus_sessions_user_status_idx', properties: ['user', 'status'] }],
  checks: [
    {
      name: 'focus_sessions_elapsed_non_negative',
      expression: 'elapsed_seconds >= 0 and duration_seconds > 0',
    },
  ],
});

export class FocusSession extends FocusSessionSchema.class {}
FocusSessionSchema.setClass(FocusSession);

export { FocusSessionSchema };
