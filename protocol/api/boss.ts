import { z } from 'zod';
import { safeText } from '../text.ts';
import { unlockedAchievementSchema } from './achievements.ts';
import { questSchema } from './quests.ts';
import { userSchema } from './user.ts';

const textSchema = z.object({ name: safeText(), description: safeText() });

export const bossHitSchema = z.object({
  userId: safeText(),
  username: safeText(),
  damage: z.number().int(),
  createdAt: safeText(),
});
export type BossHit = z.infer<typeof bossHitSchema>;

export const bossSchema = z.object({
  id: safeText(),
  partyId: safeText(),
  templateId: safeText(),
  /** English; `translations` holds the boss screen's other eight languages. */
  name: safeText(),
  description: safeText(),
  translations: z.record(safeText(), textSchema),
  level: z.number().int(),
  currentHealth: z.number().int(),
  maxHealth: z.number().int(),
  xpReward: z.number().int(),
  coinReward: z.number().int(),
  defeated: z.boolean(),
  defeatedAt: safeText().nullable(),
  createdAt: safeText(),
  /**
   * The boss's hit count: every hit adds one, so a client keeps the newest state it heard and
   * notices a hit it missed (client/src/shared/queries/versioned.ts).
   */
  version: z.number().int(),
  /** The damage log, newest first (at most 20 entries). */
  recentHits: z.array(bossHitSchema),
});
export type Boss = z.infer<typeof bossSchema>;

export const dealDamageRequestSchema = z.object({ questId: z.uuid({ error: 'Unknown quest' }) });

export const dealDamageResponseSchema = z.object({
  /** What was actually applied: at most the boss's remaining health. */
  damage: z.number().int(),
  /** True only for the hit that defeated the boss. */
  defeated: z.boolean(),
  boss: bossSchema,
  /** A getter: quests.ts imports this file too (a completion's answer holds its hit on the boss). */
  get quest() {
    return questSchema;
  },
  user: userSchema,
  rewards: z.object({ experience: z.number().int(), gold: z.number().int() }),
  /** Levels the hitter gained with this quest (0 for none): the level-up moment, told by the server. */
  levelsGained: z.number().int(),
  achievements: z.array(unlockedAchievementSchema),
});
export type DealDamageResponse = z.infer<typeof dealDamageResponseSchema>;
