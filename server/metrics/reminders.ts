import type { Metrics } from './metrics.ts';

/**
 * Called by the reminder scheduler (server/jobs/reminderScheduler.ts) when a reminder goes out,
 * with the time it was due: feeds `quest_planner_reminder_delay_seconds`.
 */
export function observeReminderDelay(metrics: Metrics, dueAt: Date, sentAt: Date = new Date()): void {
  metrics.observeReminderDelay((sentAt.getTime() - dueAt.getTime()) / 1000);
}
