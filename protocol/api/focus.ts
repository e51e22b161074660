import { z } from 'zod';
import { safeText } from '../text.ts';
import { unlockedAchievementSchema } from './achievements.ts';
import { userSchema } from './user.ts';

export const FOCUS_STATUSES = ['running', 'paused', 'completed', 'cancelled'] as const;

export const focusSessionSchema = z.object({
  id: safeText(),
  taskId: safeText().nullable(),
  taskTitle: safeText().nullable(),
  status: z.enum(FOCUS_STATUSES),
  durationSeconds: z.number().int(),
  elapsedSeconds: z.number().int(),
  remainingSeconds: z.number().int(),
  /** The server's clock when this answer was made, so a client can count down without drift. */
  serverTime: safeText(),
  completedAt: safeText().nullable(),
});
export type FocusSession = z.infer<typeof focusSessionSchema>;

export const startFocusRequestSchema = z.object({
  taskId: z.uuid({ error: 'Unknown task' }).nullish(),
});

export const completeFocusResponseSchema = z.object({
  session: focusSessionSchema,
  /** The task credited by this session, when it had one that was still open. */
  taskCompleted: z.boolean(),
  user: userSchema,
  achievements: z.array(unlockedAchievementSchema),
});
