import { z } from 'zod';
import { unlockedAchievementSchema } from '../api/achievements.ts';
import { userSchema } from '../api/user.ts';
import { safeText } from '../text.ts';

/** `user:update`: the player's own figures changed (quest, task, purchase, admin grant). */
export const userUpdatePayloadSchema = z.object({ user: userSchema });
export type UserUpdatePayload = z.infer<typeof userUpdatePayloadSchema>;

/** `achievement:unlocked`: one achievement was just earned. */
export const achievementUnlockedPayloadSchema = z.object({ achievement: unlockedAchievementSchema });
export type AchievementUnlockedPayload = z.infer<typeof achievementUnlockedPayloadSchema>;

/**
 * `account:ended`: an admin banned or deactivated this account. Sent just before the server closes
 * the account's sockets, so an open app can say why the player was signed out.
 */
export const accountEndedPayloadSchema = z.object({
  reason: z.enum(['banned', 'deactivated']),
  /** The ban's reason as the admin wrote it (the login answer shows it too); null for a deactivation. */
  banReason: safeText().nullable(),
  /** When the ban ends; null for a permanent ban or a deactivation. */
  banExpiresAt: safeText().nullable(),
});
export type AccountEndedPayload = z.infer<typeof accountEndedPayloadSchema>;
