import { z } from 'zod';

const textSchema = z.object({ title: z.string(), description: z.string() });
/** Titles and descriptions in the other languages; `title` and `description` are English. */
export const achievementTranslationsSchema = z.object({ es: textSchema, fr: textSchema, de: textSchema });

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  icon: z.string().nullable(),
  translations: achievementTranslationsSchema,
  /** Present when the player has earned it (spec 000 section 3). */
  earnedAt: z.string().nullable(),
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
