import { z } from 'zod';
import { safeText } from '../text.ts';

const textSchema = z.object({ title: safeText(), description: safeText() });
/** Titles and descriptions in the other languages; `title` and `description` are English. */
export const achievementTranslationsSchema = z.object({ es: textSchema, fr: textSchema, de: textSchema });

export const achievementSchema = z.object({
  id: safeText(),
  title: safeText(),
  description: safeText(),
  points: z.number().int(),
  icon: safeText().nullable(),
  translations: achievementTranslationsSchema,
  /** Present when the player has earned it (spec 000 section 3). */
  earnedAt: safeText().nullable(),
  /** Progress toward the target, for the Unclaimed Honors list. */
  progress: z.object({ current: z.number().int(), target: z.number().int() }),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListSchema = z.array(achievementSchema);

/** An achievement just unlocked, as carried by the answer of the action that earned it. */
export const unlockedAchievementSchema = achievementSchema.pick({
  id: true,
  title: true,
  description: true,
  points: true,
  icon: true,
  translations: true,
});
export type UnlockedAchievement = z.infer<typeof unlockedAchievementSchema>;
