import { z } from 'zod';
import { safeText } from '../text.ts';

export const ACTIVITY_TYPES = [
  'quest_completed',
  'level_up',
  'achievement_unlocked',
  'item_purchased',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

/** One entry of the player's own activity feed (dashboard). */
export const activityItemSchema = z.object({
  id: safeText(),
  type: activityTypeSchema,
  /** What the entry is about: a quest title, the new level, an achievement title, an item name. */
  subject: safeText(),
  /** Type-specific figures, e.g. `{ experience, gold }` for a quest or `{ level }` for a level-up. */
  data: z.record(safeText(), z.union([safeText(), z.number(), z.boolean(), z.null()])),
  createdAt: safeText(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityListSchema = z.array(activityItemSchema);
