import { deliverDueReminders } from '../commands/reminders.ts';
import {
  clearRefusedPushes,
  deleteDeadSubscription,
  deleteUnusableSubscription,
  recordRefusedPush,
} from '../data/pushSubscriptions.ts';
import type { AppDeps } from '../deps.ts';
import { observeReminderDelay } from '../metrics/reminders.ts';
import { PushDispatcher } from '../push/dispatcher.ts';
import { type PushSender, REFUSALS_BEFORE_FORGETTING } from '../push/sender.ts';
import { withOutbox } from '../realtime/outbox.ts';

/** Reminders claimed per transaction; a full batch is followed at once by the next. */
export const REMINDER_BATCH = 500;

/**
 * The reminder schedule lives in PostgreSQL (`scheduled_notifications`), not in this process:
 * every instance polls it (config `reminderPollMs`, 1 s by default) and claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so each is sent exactly once however many instances run, and rows that
 * came due while every instance was down go out on the first poll after a start. Notifications are
 * pushed live through the outbox after commit; Web Pushes are sent after that, in the background.
 */
export function startReminderScheduler(
  deps: Pick<AppDeps, 'clock' | 'realtime' | 'orm' | 'logger' | 'metrics' | 'config'>,
  sender: PushSender,
): () => Promise<void> {
  const em = () => deps.orm.em.fork();
  const pushes = new PushDispatcher(sender, deps.logger, {
    gone: (target) => deleteDeadSubscription(em(), target.endpoint),
    unusable: (target) => deleteUnusableSubscription(em(), target),
    refused: async (target) => {
      if (await recordRefusedPush(em(), target, REFUSALS_BEFORE_FORGETTING)) {
        deps.logger.info('a push subscription refused too often in a row was forgotten');
      }
    },
    delivered: (target) => clearRefusedPushes(em(), target.endpoint),
  });
  let stopped = false;
  let running: Promise<void> | undefined;

  const round = () =>
    withOutbox(deps.realtime, () =>
      deliverDueReminders(deps.orm.em.fork(), REMINDER_BATCH, deps.clock.now()),
    ).then((done) => {
      const sentAt = deps.clock.now();
      for (const { dueAt } of done.delivered) observeReminderDelay(deps.metrics, dueAt, sentAt);
      pushes.enqueue(done.pushes);
      return done.claimed;
    });

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      // A full batch means more may be due: keep claiming until the schedule is caught up.
      while (!stopped && (await round()) === REMINDER_BATCH) {}
    })()
      .catch((err: unknown) => deps.logger.error({ err }, 'reminder scheduler failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, deps.config.reminderPollMs);
  timer.unref();
  // Whatever came due while no instance ran goes out now, not a poll later.
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await pushes.drain();
  };
}
