import type { Metrics } from './metrics.ts';

/**
 * For the reminder scheduler (running (server/jobs/reminderScheduler.ts)): call this when a reminder goes out, with the time it
 * was due. It feeds `quest_planner_reminder_delay_seconds`, which is registered (and scraped, empty)
 * from now on so dashboards and alerts can be written before the scheduler lands.
 */
export function observeReminderDelay(metrics: Metrics, dueAt: Date, sentAt: Date = new Date()): void {
  metrics.observeReminderDelay((sentAt.getTime() - dueAt.getTime()) / 1000);
}
