import { z } from 'zod';
import { safeText } from '../text.ts';

/**
 * What quests and tasks share for planning (DESIGN section 13): an estimate, the energy a thing
 * takes, and a checklist of small steps that give no reward of their own (the quest or task does).
 */
export const ENERGIES = ['low', 'medium', 'high'] as const;
export const energySchema = z.enum(ENERGIES, { error: 'Energy must be low, medium or high' });

export const ESTIMATE_MIN = 1;
export const ESTIMATE_MAX = 600;
export const estimateSchema = z
  .number({ error: `Estimate must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}` })
  .int({ error: `Estimate must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}` })
  .min(ESTIMATE_MIN, {
    error: `Estimate must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}`,
  })
  .max(ESTIMATE_MAX, {
    error: `Estimate must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}`,
  });

/** The planning fields a create or an edit takes: null clears, left out leaves as it is. */
export const planningFields = {
  estimateMinutes: estimateSchema.nullish().transform((v) => v ?? null),
  energy: energySchema.nullish().transform((v) => v ?? null),
};

export const CHECKLIST_MAX = 30;
export const CHECKLIST_TEXT_MAX = 200;

export const checklistItemSchema = z.object({
  id: safeText(),
  text: safeText(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const itemText = safeText({ error: 'Text is required' })
  .trim()
  .min(1, { error: 'Text is required' })
  .max(CHECKLIST_TEXT_MAX, { error: `Text must be at most ${CHECKLIST_TEXT_MAX} characters` });

/** `POST /api/quests/{id}/checklist` (and tasks): a new step at the end. */
export const addChecklistItemRequestSchema = z.object({ text: itemText });

/** `PATCH /api/quests/{id}/checklist/{itemId}` (and tasks): its text, ticked or not. */
export const updateChecklistItemRequestSchema = z
  .object({
    text: itemText.optional(),
    done: z.boolean({ error: 'done must be true or false' }).optional(),
  })
  .refine((body) => body.text !== undefined || body.done !== undefined, { error: 'Nothing to change' });
export type UpdateChecklistItemRequest = z.infer<typeof updateChecklistItemRequestSchema>;

export const checklistItemParamsSchema = z.object({
  id: z.uuid({ error: 'Unknown id' }),
  itemId: z.uuid({ error: 'Unknown checklist item' }),
});
