/** The shape every language's offline texts fill in. */
import type { Priority, TaskKind } from '../types.ts';

export interface StepContext {
  /** The task's title, already quoted for the language. */
  t: string;
  /** The items the task's description lists, joined ("milk, eggs, bread"); empty when none. */
  items: string;
  /** The first listed item, quoted; empty when none. */
  first: string;
}

export type StepText = string | ((c: StepContext) => string);

export interface StepTemplate {
  /** A few words. */
  title: StepText;
  /** One sentence. */
  description: StepText;
  /** Replaces `description` when the task's description lists items. */
  withItems?: (c: StepContext) => string;
}

/** The full seven-step plan of a kind; lower granularities leave some of them out. */
export type KindSteps = readonly [
  StepTemplate,
  StepTemplate,
  StepTemplate,
  StepTemplate,
  StepTemplate,
  StepTemplate,
  StepTemplate,
];

/** A resolved step, used to offer a first tiny step in suggestions and chat. */
export interface StepSummary {
  title: string;
  description: string;
  minutes: number;
}

/**
 * Why a task was picked: 'high' priority, 'top' (the highest priority present, below high), 'quick'
 * (all equal, a short one as a quick win) or 'only' (the only open one).
 */
export type PickReason = 'high' | 'top' | 'quick' | 'only';

export interface PickedTask {
  /** Quoted title. */
  title: string;
  priority: Priority;
  reason: PickReason;
  starter: StepSummary;
}

export interface ChatArgs {
  /** The task the answer is about: the one the message names, else the one to do first. */
  task: PickedTask | null;
  /** Uncompleted tasks in the context. */
  open: number;
  /** A stable number from the message, to vary the wording deterministically. */
  variant: number;
}

export interface WhyArgs {
  priority: Priority;
  reason: PickReason;
  /** Whole calendar days from today to the due date (negative when overdue), or null. */
  dueInDays: number | null;
}

export interface CompanionTexts {
  /** Wraps a task title in the language's quotation marks. */
  quote: (text: string) => string;
  /** Used instead of a quoted title when a task has none. */
  untitled: string;
  steps: Record<TaskKind, KindSteps>;
  tips: Record<TaskKind, readonly [string, string]>;
  generalTips: readonly [string, ...string[]];
  suggestion: {
    /** `title` is quoted. */
    pick: (title: string, starter: StepSummary) => string;
    why: (args: WhyArgs) => string;
    completed: (count: number) => string;
    /** `title` is quoted; the task to do after the picked one. */
    next: (title: string) => string;
    emptySuggestion: string;
    emptyReasoning: string;
  };
  chat: {
    greeting: (args: ChatArgs) => string;
    /** Opening sentences for the stuck feeling; one is chosen by `variant`. */
    stuckOpeners: readonly [string, ...string[]];
    /** Everything after the opener. */
    stuck: (args: ChatArgs) => string;
    prioritise: (args: ChatArgs) => string;
    /** `target` is quoted; three steps. */
    breakdown: (target: string, steps: readonly StepSummary[]) => string;
    breakdownAsk: string;
    /** Opens the answer to tiredness or low energy. */
    tiredOpener: string;
    /** Opens the answer to procrastination or lacking motivation. */
    motivationOpener: string;
    motivation: (args: ChatArgs) => string;
    focus: (args: ChatArgs) => string;
    thanks: (args: ChatArgs) => string;
    /** A question about the quest the message names (`task`): its first step and an offer to plan it. */
    quest: (args: ChatArgs) => string;
    health: string;
    /** One sentence added when another answer touches on health. */
    healthNote: string;
    crisis: string;
    /** A request the companion cannot help with: a kind no, then what it can do. */
    fallback: (args: ChatArgs) => string;
  };
  welcome: string;
}
