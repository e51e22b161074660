import { type ENERGIES, estimateSchema } from '@protocol/api/planning.ts';
import type { PRIORITIES } from '@protocol/api/tasks.ts';

/**
 * The planning fields of New and Edit Quest and Task (components/planning-fields.tsx): what the
 * form holds, and what it sends.
 */
export type Energy = (typeof ENERGIES)[number];
export type Priority = (typeof PRIORITIES)[number];

/** The planning fields as typed: the estimate as the field holds it, '' for 'Not set'. */
export interface PlanningDraft {
  estimate: string;
  /** The number field held something that is no number (the browser then reports it empty). */
  estimateUnreadable: boolean;
  energy: Energy | '';
  priority: Priority | '';
}

export function planningDraftOf(values?: {
  estimateMinutes?: number | null;
  energy?: Energy | null;
  priority?: Priority | null;
}): PlanningDraft {
  return {
    estimate: values?.estimateMinutes ? String(values.estimateMinutes) : '',
    estimateUnreadable: false,
    energy: values?.energy ?? '',
    priority: values?.priority ?? '',
  };
}

/**
 * The draft's estimate as the request sends it: null when the field is empty, the minutes when
 * they are a whole number from 1 to 600, else not ok (the form says so and sends nothing).
 */
export function estimateOf(draft: PlanningDraft): { ok: true; minutes: number | null } | { ok: false } {
  if (draft.estimateUnreadable) return { ok: false };
  const typed = draft.estimate.trim();
  if (!typed) return { ok: true, minutes: null };
  const parsed = estimateSchema.safeParse(Number(typed));
  return parsed.success ? { ok: true, minutes: parsed.data } : { ok: false };
}
