import { z } from 'zod';
import { QUICK_ADD_TEXT_MAX, SUPPORTED_LANGUAGES } from '../limits.ts';
import { safeText } from '../text.ts';
import { recurrenceSchema } from './quests.ts';

/** The languages the quick add reads (DESIGN section 13): the app's four. */
export const QUICK_ADD_LANGUAGES = SUPPORTED_LANGUAGES;

// The maximum lives in limits.ts (no zod: the client's share page imports it with the first page).
export { QUICK_ADD_TEXT_MAX };

export const QUICK_ADD_KINDS = ['date', 'time', 'recurrence', 'priority', 'estimate'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;

const span = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});

/**
 * `POST /api/quick-add/parse`. `ignore` lists parts of the text the player said are not what the
 * parser took them for (the 'not a date' undo): they stay in the title and are not read again.
 */
export const quickAddParseRequestSchema = z.object({
  text: safeText({ error: 'Text is required' })
    .min(1, { error: 'Text is required' })
    .max(QUICK_ADD_TEXT_MAX, { error: `Text must be at most ${QUICK_ADD_TEXT_MAX} characters` })
    .refine((t) => t.trim().length > 0, { error: 'Text is required' }),
  language: z.enum(QUICK_ADD_LANGUAGES, { error: 'Language must be en, es, fr or de' }).optional(),
  ignore: z
    .array(
      span.refine((s) => s.end > s.start, { error: 'A part to ignore must not be empty' }),
      {
        error: 'Ignore must be a list of parts',
      },
    )
    .max(20, { error: 'At most 20 parts can be ignored' })
    .optional(),
});
export type QuickAddParseRequest = z.infer<typeof quickAddParseRequestSchema>;

export const quickAddSpanSchema = span.extend({ kind: z.enum(QUICK_ADD_KINDS) });
export type QuickAddSpan = z.infer<typeof quickAddSpanSchema>;

export const quickAddParseSchema = z.object({
  title: safeText(),
  /** ISO: the day's end (23:59 local) for a day alone, the moment itself for a day with a time. */
  dueDate: safeText().nullable(),
  /** ISO: set when a time was given. */
  remindAt: safeText().nullable(),
  recurrence: recurrenceSchema.nullable(),
  priority: z.enum(PRIORITIES).nullable(),
  estimateMinutes: z.number().int().min(1).max(600).nullable(),
  spans: z.array(quickAddSpanSchema),
});
export type QuickAddParse = z.infer<typeof quickAddParseSchema>;
