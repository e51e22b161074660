import { z } from 'zod';
import { QUEST_DESCRIPTION_MAX, QUEST_TITLE_MAX } from '../limits.ts';
import { safeText } from '../text.ts';
import { unlockedAchievementSchema } from './achievements.ts';
import { bossSchema } from './boss.ts';
import { optionalMoment } from './moments.ts';
import { checklistItemSchema, energySchema, planningFields } from './planning.ts';
import { prioritySchema } from './tasks.ts';
import { userSchema } from './user.ts';

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'legendary'] as const;
/** A routine's rhythm (DESIGN section 9); `null` is a one-off quest. */
export const RECURRENCES = ['daily', 'weekdays', 'weekly'] as const;
export const recurrenceSchema = z.enum(RECURRENCES, {
  error: 'Recurrence must be daily, weekdays or weekly',
});
export const QUEST_TYPES = ['daily', 'weekly', 'main', 'side'] as const;
export const difficultySchema = z.enum(DIFFICULTIES, {
  error: 'Difficulty must be easy, medium, hard or legendary',
});
export const questTypeSchema = z.enum(QUEST_TYPES, {
  error: 'Quest type must be daily, weekly, main or side',
});

// The maxima live in limits.ts (no zod: the client's language files import them).
export { QUEST_DESCRIPTION_MAX, QUEST_TITLE_MAX };

const isoDateTime = z.iso.datetime({ offset: true, local: false, error: 'Due date must be a date and time' });
const reminderTime = z.iso.datetime({
  offset: true,
  local: false,
  error: 'Reminder must be a date and time',
});

export const questSchema = z.object({
  id: safeText(),
  userId: safeText(),
  title: safeText(),
  description: safeText().nullable(),
  difficulty: difficultySchema,
  questType: questTypeSchema,
  experienceReward: z.number().int(),
  goldReward: z.number().int(),
  itemReward: safeText().nullable(),
  completed: z.boolean(),
  completedAt: safeText().nullable(),
  dueDate: safeText().nullable(),
  /** When the owner is reminded (ISO), or null. */
  remindAt: safeText().nullable(),
  /** null for a one-off quest, else the routine's rhythm. */
  recurrence: recurrenceSchema.nullable(),
  /** A routine done for now: when it opens again (ISO, the start of the owner's next due local day); else null. */
  nextOpenAt: safeText().nullable(),
  /** How urgent, when the player said so (a quick add's p1-p3); null otherwise. */
  priority: prioritySchema.nullable(),
  estimateMinutes: z.number().int().nullable(),
  energy: energySchema.nullable(),
  /** Small steps, ticked inline; they give no reward of their own (DESIGN section 13). */
  checklist: z.array(checklistItemSchema),
  createdAt: safeText(),
});
export type Quest = z.infer<typeof questSchema>;

/**
 * Each field a player writes on a quest, defined once: New Quest and Edit (PATCH) check the same
 * rules. An empty or null description or due date means none.
 */
export const questFields = {
  title: safeText({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(QUEST_TITLE_MAX, { error: `Title must be at most ${QUEST_TITLE_MAX} characters` }),
  description: safeText()
    .trim()
    .max(QUEST_DESCRIPTION_MAX, { error: `Description must be at most ${QUEST_DESCRIPTION_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
  difficulty: difficultySchema,
  questType: questTypeSchema,
  dueDate: optionalMoment(isoDateTime),
  remindAt: optionalMoment(reminderTime),
  recurrence: recurrenceSchema.nullish().transform((v) => v ?? null),
  priority: prioritySchema.nullish().transform((v) => v ?? null),
  ...planningFields,
};

/**
 * Rewards are not part of the request: the server sets them from the difficulty (DESIGN section 6),
 * and any `experienceReward` a client sends is dropped with the other unknown keys.
 */
export const createQuestRequestSchema = z.object({
  /** A client-chosen id (DESIGN 15): the same create sent again creates nothing. */
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
  ...questFields,
  difficulty: questFields.difficulty.default('medium'),
  questType: questFields.questType.default('main'),
});
export type CreateQuestRequest = z.input<typeof createQuestRequestSchema>;

/**
 * PATCH /api/quests/{id}: any of the fields New Quest takes, checked the same way; a field left out
 * stays as it is, a null description or due date clears it. Rewards follow the difficulty.
 */
export const updateQuestRequestSchema = z
  .object(questFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to change' });
export type UpdateQuestRequest = z.input<typeof updateQuestRequestSchema>;
export type QuestChanges = z.output<typeof updateQuestRequestSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Unknown id' }) });

export const completeQuestResponseSchema = z.object({
  quest: questSchema,
  user: userSchema,
  rewards: z.object({ experience: z.number().int(), gold: z.number().int() }),
  levelUp: z.boolean(),
  /** Levels gained by this completion (0 when `levelUp` is false). */
  levelsGained: z.number().int(),
  /** Achievements this completion unlocked. */
  achievements: z.array(unlockedAchievementSchema),
  /**
   * The hit this completion made on the party's live boss (any completion of a player in a party
   * with one hits it), with the boss after it; null without a live boss. The answer says what the
   * hitter did; the party's `boss:update` tells the other members. A getter: boss.ts imports this
   * file (a strike's answer holds the quest), so `bossSchema` is read once both have loaded,
   * whichever of the two a program imports first.
   */
  get hit() {
    return z.object({ damage: z.number().int(), defeated: z.boolean(), boss: bossSchema }).nullable();
  },
});
export type CompleteQuestResponse = z.infer<typeof completeQuestResponseSchema>;
