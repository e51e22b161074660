import { STEP_INDEX_MAX } from '@protocol/api/ai.ts';
import type { Quest } from '@protocol/api/quests.ts';
import { stepOf } from './step-note.ts';

export type Priority = 'low' | 'medium' | 'high';

/** The companion speaks of priorities; quests have difficulties (spec 001 section 7: priority from difficulty). */
export function priorityOf(difficulty: Quest['difficulty']): Priority {
  if (difficulty === 'easy') return 'low';
  if (difficulty === 'medium') return 'medium';
  return 'high';
}

/** A quest the companion treats as high priority: hard (the spec's prompt) or legendary. */
export function isHighPriority(quest: Quest): boolean {
  return !quest.completed && priorityOf(quest.difficulty) === 'high';
}

/** Which step of a broken-down task the quest is, within the protocol's limits; null for others. */
function contextStep(quest: Quest) {
  const step = stepOf(quest.description);
  if (!step || step.total > STEP_INDEX_MAX) return null;
  return { ...step, source: step.source.slice(0, 200) };
}

/** The chat context's limit (protocol: at most 50 tasks); open quests come first. */
const CHAT_CONTEXT_MAX = 50;
const SUGGESTION_MAX = 100;

export function chatContextTasks(quests: readonly Quest[]) {
  const ordered = [...quests.filter((q) => !q.completed), ...quests.filter((q) => q.completed)];
  return ordered.slice(0, CHAT_CONTEXT_MAX).map((quest) => {
    return {
      title: quest.title,
      description: quest.description,
      priority: priorityOf(quest.difficulty),
      completed: quest.completed,
      // The companion offers a broken-down task's steps in order (step 1 first).
      step: contextStep(quest),
    };
  });
}

/** The suggestion's input: the open quests with their real due dates, and how many are done. */
export function suggestionInput(quests: readonly Quest[]) {
  return {
    completedTasks: quests.filter((quest) => quest.completed).length,
    upcomingTasks: quests
      .filter((quest) => !quest.completed)
      .slice(0, SUGGESTION_MAX)
      .map((quest) => ({
        title: quest.title,
        priority: priorityOf(quest.difficulty),
        dueDate: quest.dueDate,
        step: contextStep(quest),
      })),
  };
}
