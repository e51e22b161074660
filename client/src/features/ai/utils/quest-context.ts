import type { Quest } from '../../../../../protocol/api/quests.ts';

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

/** The chat context's limit (protocol: at most 50 tasks); open quests come first. */
const CHAT_CONTEXT_MAX = 50;
const SUGGESTION_MAX = 100;

export function chatContextTasks(quests: readonly Quest[]) {
  const ordered = [...quests.filter((q) => !q.completed), ...quests.filter((q) => q.completed)];
  return ordered.slice(0, CHAT_CONTEXT_MAX).map((quest) => ({
    title: quest.title,
    description: quest.description,
    priority: priorityOf(quest.difficulty),
    completed: quest.completed,
  }));
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
      })),
  };
}
