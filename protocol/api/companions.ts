import { z } from 'zod';
import { safeText } from '../text.ts';
import { userSchema } from './user.ts';

export const companionSchema = z.object({
  id: safeText(),
  itemId: safeText(),
  name: safeText(),
  type: safeText(),
  level: z.number().int(),
  experience: z.number().int(),
  /** Experience needed for the next level: (level + 1) x 100. */
  experienceToNext: z.number().int(),
  happiness: z.number().int(),
  abilities: z.array(safeText()),
  isActive: z.boolean(),
  lastFedAt: safeText().nullable(),
  createdAt: safeText(),
});
export type Companion = z.infer<typeof companionSchema>;

export const activateCompanionRequestSchema = z.object({
  companionId: z.uuid({ error: 'Unknown companion' }),
});
export const activateCompanionResponseSchema = z.object({ user: userSchema, companion: companionSchema });

export const FEED_METHODS = ['gold', 'treat'] as const;
export const feedCompanionRequestSchema = z.object({
  with: z.enum(FEED_METHODS, { error: 'Feed with gold or a treat' }).default('gold'),
});
export const feedCompanionResponseSchema = z.object({
  user: userSchema,
  companion: companionSchema,
  levelUp: z.boolean(),
});
