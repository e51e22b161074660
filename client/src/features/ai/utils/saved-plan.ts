import { breakdownResponseSchema } from '@protocol/api/ai.ts';
import { z } from 'zod';

/**
 * The last Break down plan of a player, kept on this device until they dismiss it: closing the
 * dialog or reloading the page shows it again. Per player, so a shared browser does not show one
 * player's plan to another.
 */
const savedPlanSchema = z.object({
  /** The task that was broken down. */
  title: z.string(),
  result: breakdownResponseSchema,
  /** The hand-over (a quest card's Break down) the plan answered, so reopening does not ask again. */
  handOver: z.number().nullable(),
});

export type SavedPlan = z.infer<typeof savedPlanSchema>;

const keyOf = (playerId: string): string => `qp-companion-plan:${playerId}`;

export function loadPlan(playerId: string): SavedPlan | null {
  try {
    const text = window.localStorage.getItem(keyOf(playerId));
    if (text === null) return null;
    const parsed = savedPlanSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage refused or unreadable: no plan to show.
    return null;
  }
}

export function savePlan(playerId: string, plan: SavedPlan): void {
  try {
    window.localStorage.setItem(keyOf(playerId), JSON.stringify(plan));
  } catch {
    // Storage refused (private mode, full): the plan lives as long as the dialog.
  }
}

export function forgetPlan(playerId: string): void {
  try {
    window.localStorage.removeItem(keyOf(playerId));
  } catch {
    // Nothing kept.
  }
}
