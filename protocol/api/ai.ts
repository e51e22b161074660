import { z } from 'zod';
import { BOSS_LANGUAGE_CODES as AI_LANGUAGES } from '../rules/languages.ts';
import { safeText } from '../text.ts';

/** The boss screen's nine languages; the AI translates into any of them. */
export const aiLanguageSchema = z.enum(AI_LANGUAGES, { error: 'Unsupported language' });

export const AI_SOURCES = ['ai', 'offline'] as const;

/** A step's number in a chat context task (a breakdown has at most 12 steps; room to spare). */
export const STEP_INDEX_MAX = 100;

export const GRANULARITY_MIN = 1;
export const GRANULARITY_MAX = 5;
/** The one plan size the Break down panel opens with and the chat's inline steps use, so both show the same minutes. */
export const GRANULARITY_DEFAULT = 3;

const title = safeText({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(200);
const description = safeText().trim().max(2000).nullish();

export const breakdownRequestSchema = z.object({
  title,
  description,
  /**
   * How finely to slice the task, 1 (a few big steps) to 5 (many tiny ones); like goblin.tools'
   * spiciness. A JSON number: bodies are never coerced, so `true`, `[]` or `"5"` is refused.
   */
  granularity: z.number().int().min(GRANULARITY_MIN).max(GRANULARITY_MAX).default(GRANULARITY_DEFAULT),
  language: aiLanguageSchema.default('en'),
});

export const breakdownStepSchema = z.object({
  title: safeText().min(1).max(200),
  description: safeText().max(1000),
  estimatedMinutes: z.number().int().min(1).max(480),
});
export const breakdownResponseSchema = z.object({
  steps: z.array(breakdownStepSchema).min(1).max(12),
  tips: z.array(safeText().max(500)).max(8),
  source: z.enum(AI_SOURCES),
});
export type BreakdownResponse = z.infer<typeof breakdownResponseSchema>;

/**
 * A quest made from a broken-down task's step: which step of which task. The companion offers an
 * earlier open step before a later one of the same task.
 */
const taskStepSchema = z
  .object({
    index: z.number().int().min(1).max(STEP_INDEX_MAX),
    total: z.number().int().min(1).max(STEP_INDEX_MAX),
    source: safeText().trim().min(1).max(200),
  })
  .nullish();

export const suggestionRequestSchema = z.object({
  completedTasks: z.number().int().min(0).max(100000).default(0),
  upcomingTasks: z
    .array(
      z.object({
        title: safeText().trim().min(1).max(200),
        priority: z.enum(['low', 'medium', 'high']).default('medium'),
        dueDate: safeText().max(40).nullish(),
        step: taskStepSchema,
      }),
    )
    .max(100)
    .default([]),
  language: aiLanguageSchema.default('en'),
});
export const suggestionResponseSchema = z.object({
  suggestion: safeText(),
  reasoning: safeText(),
  source: z.enum(AI_SOURCES),
});

export const chatContextSchema = z
  .object({
    tasks: z
      .array(
        z.object({
          title: safeText().trim().min(1).max(200),
          description: safeText().max(2000).nullish(),
          priority: z.enum(['low', 'medium', 'high']).default('medium'),
          completed: z.boolean().default(false),
          step: taskStepSchema,
        }),
      )
      .max(50)
      .default([]),
  })
  .default({ tasks: [] });

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const chatRequestSchema = z.object({
  message: safeText({ error: 'Write a message first' })
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` }),
  language: aiLanguageSchema.default('en'),
  context: chatContextSchema,
});
export const chatResponseSchema = z.object({ message: safeText(), source: z.enum(AI_SOURCES) });

export const translateRequestSchema = z.object({
  texts: z.array(safeText().max(2000)).min(1, { error: 'Nothing to translate' }).max(100),
  targetLanguage: aiLanguageSchema,
  context: safeText().max(500).nullish(),
});
/** `POST /api/ai/translate`: the translations in the order of `texts`. */
export const translateResponseSchema = z.object({ translations: z.array(safeText()) });
/** `POST /api/ai/translate-batch`: a map from each source text to its translation. */
export const translateBatchResponseSchema = z.object({ translations: z.record(safeText(), safeText()) });

// It lives in messages.ts (no zod: the client's language files import it).
export { QUOTA_MESSAGE } from '../messages.ts';
