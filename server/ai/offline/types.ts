/** Shared types of the offline Quest Companion. Pure, no IO. */

/** Languages with their own offline texts; every other AI language falls back to English. */
export type OfflineLanguage = 'en' | 'es' | 'fr' | 'de';

export type Priority = 'low' | 'medium' | 'high';

/** The kind of task, detected from keywords; each kind has its own step templates and tips. */
export type TaskKind =
  | 'writing'
  | 'message'
  | 'call'
  | 'cleaning'
  | 'studying'
  | 'shopping'
  | 'cooking'
  | 'exercise'
  | 'coding'
  | 'paperwork'
  | 'planning'
  | 'application'
  | 'appointment'
  | 'generic';

export interface BreakdownInput {
  title: string;
  description?: string | null;
  /** 1 (few, bigger steps) to 5 (many, smaller steps). */
  granularity: number;
  language: string;
}

export interface BreakdownStep {
  title: string;
  description: string;
  estimatedMinutes: number;
}

export interface Breakdown {
  steps: BreakdownStep[];
  tips: string[];
}

export interface UpcomingTask {
  title: string;
  priority: Priority;
  dueDate?: string | null;
  /** A quest made from step `index` of the broken-down task `source`. */
  step?: { index: number; total: number; source: string } | null;
}

export interface SuggestionInput {
  completedTasks: number;
  upcomingTasks: UpcomingTask[];
  language: string;
}

export interface Suggestion {
  suggestion: string;
  reasoning: string;
}

export interface ChatContextTask {
  title: string;
  description?: string | null;
  priority: Priority;
  completed: boolean;
  /** A quest made from step `index` of the broken-down task `source`. */
  step?: { index: number; total: number; source: string } | null;
}

export interface ChatInput {
  message: string;
  language: string;
  context: { tasks: ChatContextTask[] };
}
