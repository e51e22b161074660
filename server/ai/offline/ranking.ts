/** Which task to do first: high priority, then the nearest due date, then a short title as a quick win. Pure. */
import { cleanTitle } from './normalize.ts';
import type { PickReason } from './texts/types.ts';
import type { Priority } from './types.ts';

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const DAY_MS = 86_400_000;

interface RankableTask {
  title: string;
  priority: Priority;
  dueDate?: string | null;
}

/** The due date as a timestamp, or null when missing or unreadable. */
function dueTime(dueDate: string | null | undefined): number | null {
  if (!dueDate) return null;
  const time = Date.parse(dueDate);
  return Number.isNaN(time) ? null : time;
}

/** Whole calendar days (UTC) from `now` to the due date: 0 today, 1 tomorrow, -1 yesterday. */
export function dueInDays(dueDate: string | null | undefined, now: Date): number | null {
  const time = dueTime(dueDate);
  if (time === null || Number.isNaN(now.getTime())) return null;
  const due = new Date(time);
  const dueDay = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((dueDay - today) / DAY_MS);
}

/** A new array, best first; ties keep their original order. */
export function rankTasks<T extends RankableTask>(tasks: readonly T[]): T[] {
  return tasks
    .map((task, index) => ({
      task,
      index,
      priority: PRIORITY_ORDER[task.priority] ?? PRIORITY_ORDER.medium,
      due: dueTime(task.dueDate) ?? Number.POSITIVE_INFINITY,
      length: cleanTitle(task.title).length,
    }))
    .sort((a, b) => a.priority - b.priority || a.due - b.due || a.length - b.length || a.index - b.index)
    .map(({ task }) => task);
}

/** Why `picked` (the first of `all`) won. */
export function pickReason(picked: RankableTask, all: readonly RankableTask[]): PickReason {
  if (picked.priority === 'high') return 'high';
  if (all.length === 1) return 'only';
  const pickedOrder = PRIORITY_ORDER[picked.priority];
  return all.some((task) => PRIORITY_ORDER[task.priority] > pickedOrder) ? 'top' : 'quick';
}

interface SteppedTask {
  step?: { index: number; source: string } | null;
}

/**
 * Steps of one broken-down task keep their order: the places the ranking gave that task's steps are
 * filled with them in step order, so step 1 is offered before step 3 however short step 3's title
 * is. Everything else stays where the ranking put it. A new array; pure.
 */
export function keepStepOrder<T extends SteppedTask>(ranked: readonly T[]): T[] {
  const bySource = new Map<string, T[]>();
  for (const task of ranked) {
    if (!task.step) continue;
    const key = cleanTitle(task.step.source).toLowerCase();
    bySource.set(key, [...(bySource.get(key) ?? []), task]);
  }
  for (const steps of bySource.values()) steps.sort((a, b) => (a.step?.index ?? 0) - (b.step?.index ?? 0));
  const taken = new Map<string, number>();
  return ranked.map((task) => {
    if (!task.step) return task;
    const key = cleanTitle(task.step.source).toLowerCase();
    const position = taken.get(key) ?? 0;
    taken.set(key, position + 1);
    return bySource.get(key)?.[position] ?? task;
  });
}

/** The chat's order of open tasks: ranked, with each broken-down task's steps in step order. */
export function rankForChat<T extends RankableTask & SteppedTask>(tasks: readonly T[]): T[] {
  return keepStepOrder(rankTasks(tasks));
}
