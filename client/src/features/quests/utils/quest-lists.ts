import type { Quest } from '@protocol/api/quests.ts';
import { isOnDay } from '@/lib/dates.ts';

/** Display limits of spec section 9. */
export const COMPLETED_TODAY_SHOWN = 3;
export const COMPLETED_SHOWN = 6;

export interface QuestLists {
  active: Quest[];
  /** Newest completion first. */
  completed: Quest[];
  completedToday: Quest[];
}

/** Splits the board: a quest counts as 'today' when it was completed on the player's local today. */
export function questLists(quests: readonly Quest[], now = new Date()): QuestLists {
  const active = quests.filter((quest) => !quest.completed);
  const completed = quests
    .filter((quest) => quest.completed)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const completedToday = completed.filter((quest) => isOnDay(quest.completedAt, now));
  return { active, completed, completedToday };
}
