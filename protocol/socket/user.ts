import { z } from 'zod';
import { unlockedAchievementSchema } from '../api/achievements.ts';
import { userSchema } from '../api/user.ts';

/** `user:update`: the player's own figures changed (quest, task, purchase, admin grant). */
export const userUpdatePayloadSchema = z.object({ user: userSchema });
export type UserUpdatePayload = z.infer<typeof userUpdatePayloadSchema>;

/** `achievement:unlocked`: one achievement was just earned. */
export const achievementUnlockedPayloadSchema = z.object({ achievement: unlockedAchievementSchema });
export type AchievementUnlockedPayload = z.infer<typeof achievementUnlockedPayloadSchema>;
