import { randomUUID } from 'node:crypto';
import type { Em } from '../../db/orm.ts';
import type { PushPayload } from '../../protocol/api/push.ts';
import { insertNotifications, type NotificationRow } from '../data/notifications.ts';
import { type PushSubscriptionRow, subscriptionsOf } from '../data/pushSubscriptions.ts';
import {
  claimDueReminders,
  type DueReminder,
  moveQuestReminders,
  type ReminderOwner,
  type ReminderSubjects,
  reminderSubjects,
  scheduleReminders,
} from '../data/reminders.ts';
import { focusEndsAt } from '../domain/focus/ends.ts';
import { isFocusComplete } from '../domain/focus/timer.ts';
import { notificationPrefsOf, shouldPush } from '../domain/notifications/prefs.ts';
import { localWeekday } from '../domain/quests/routine.ts';
import { doneOnDayOf, nextRoutineReminder } from '../domain/reminders/routineReminder.ts';
import { focusEndText, reminderText } from '../notifications/reminderTexts.ts';
import type { PushJob } from '../push/dispatcher.ts';
import { publishNotification } from '../realtime/publish/community.ts';

/** A notification written for a due reminder, its owner, and when it was due (for the delay metric). */
export interface Delivered {
  notification: NotificationRow;
  owner: ReminderOwner;
  dueAt: Date;
}

export interface ReminderRound {
  /** Rows taken off the schedule (sent, skipped or re-armed). */
  claimed: number;
  delivered: Delivered[];
  /** Web Pushes to send after commit (preferences and quiet hours already applied). */
  pushes: PushJob[];
}

/** The screen a push opens (DESIGN section 9). */
const SCREEN = { quest: '/quests', task: '/tasks', focus: '/tasks' } as const;

/** What checking a due row again decided: its text (or none), and what it puts back on the schedule. */
interface Checked {
  text: { title: string; body: string } | null;
  rearm?: DueReminder;
  /** A routine's `remindAt` moved to its next due day. */
  questRemindAt?: Date;
}

/**
 * One round of the reminder schedule: claims what is due (exactly once across instances, see
 * claimDueReminders) and, in the same transaction, writes each owner's notification after checking
 * the item again: a deleted item, a completed one-off, a session no longer running get none. A
 * routine's reminder is re-armed for its next due day (and skipped when today's is already done).
 * The live `notification` is queued for after commit; Web Pushes are returned to be sent then.
 * A round is a fixed number of statements whatever its size (rows read and written in bulk, no
 * entities), so a burst of thousands due at one moment goes out within seconds.
 */
export async function deliverDueReminders(em: Em, limit: number, now: Date): Promise<ReminderRound> {
  const round = await em.transactional(async (tx) => {
    const due = await claimDueReminders(tx, limit, now);
    if (due.length === 0) return { claimed: 0, delivered: [] };
    const subjects = await reminderSubjects(tx, due);
    const writtenAt = now;
    const delivered: Delivered[] = [];
    const rearmed: DueReminder[] = [];
    const moved: { id: string; remindAt: Date }[] = [];
    for (const item of due) {
      const owner = subjects.owners.get(item.userId);
      if (!owner) continue;
      const checked = check(item, owner, subjects, now);
      if (checked.rearm) rearmed.push(checked.rearm);
      if (checked.questRemindAt) moved.push({ id: item.itemId, remindAt: checked.questRemindAt });
      if (!checked.text) continue;
      const notification: NotificationRow = {
        id: randomUUID(),
        userId: owner.id,
        type: item.kind === 'focus' ? 'focus' : 'reminder',
        priority: 'normal',
        title: checked.text.title,
        body: checked.text.body,
        data: item.kind === 'focus' ? { id: item.itemId } : { kind: item.kind, id: item.itemId },
        readAt: null,
        createdAt: writtenAt,
      };
      delivered.push({ notification, owner, dueAt: item.dueAt });
    }
    await insertNotifications(
      tx,
      delivered.map((d) => d.notification),
    );
    await scheduleReminders(tx, rearmed);
    await moveQuestReminders(tx, moved);
    return { claimed: due.length, delivered };
  });
  for (const { notification } of round.delivered) publishNotification(notification.userId, notification);
  return { ...round, pushes: await pushesFor(em, round.delivered, now) };
}

/** Whether the item still wants its notification (and what goes back on the schedule). */
function check(
  item: DueReminder,
  owner: ReminderOwner,
  { quests, tasks, sessions }: ReminderSubjects,
  now: Date,
): Checked {
  if (item.kind === 'task') {
    const task = tasks.get(item.itemId);
    if (!task || task.userId !== owner.id || task.completed) return { text: null };
    return { text: reminderText('task', task.title, owner.language) };
  }
  if (item.kind === 'quest') {
    const quest = quests.get(item.itemId);
    if (!quest || quest.userId !== owner.id) return { text: null };
    if (!quest.recurrence)
      return { text: quest.completed ? null : reminderText('quest', quest.title, owner.language) };
    // A routine: the next one is armed whatever happens today.
    const next = nextRoutineReminder(
      quest.recurrence,
      // The weekday a weekly routine falls on (DESIGN section 9): the one it was created or last
      // edited on, in the player's zone; the same rule the routine's own reopening uses.
      quest.recurrenceAnchor ?? localWeekday(quest.createdAt, owner.timezone),
      item.dueAt,
      owner.timezone,
    );
    const rearm = { userId: owner.id, kind: 'quest' as const, itemId: quest.id, dueAt: next };
    if (doneOnDayOf(quest.completedAt, item.dueAt, owner.timezone))
      return { text: null, rearm, questRemindAt: next };
    return { text: reminderText('quest', quest.title, owner.language), rearm, questRemindAt: next };
  }
  const session = sessions.get(item.itemId);
  if (!session || session.userId !== owner.id || session.status !== 'running') return { text: null };
  const timer = {
    durationSeconds: session.durationSeconds,
    elapsedSeconds: session.elapsedSeconds,
    runningSince: session.runningSince,
  };
  if (!isFocusComplete(timer, now)) {
    // Clocks of instance and database apart: announce it when it really ends.
    const endsAt = focusEndsAt(timer);
    return {
      text: null,
      ...(endsAt ? { rearm: { userId: owner.id, kind: 'focus', itemId: session.id, dueAt: endsAt } } : {}),
    };
  }
  return { text: focusEndText(owner.language) };
}

/** The Web Pushes the owners' preferences let through (quiet hours on their own clock). */
async function pushesFor(em: Em, delivered: Delivered[], now: Date): Promise<PushJob[]> {
  const wanted = delivered.filter(({ notification: n, owner }) => {
    const type = n.type === 'focus' ? 'focus' : 'reminder';
    return shouldPush(notificationPrefsOf(owner.notificationPrefs), type, now, owner.timezone);
  });
  if (wanted.length === 0) return [];
  const subscriptions = new Map<string, PushSubscriptionRow[]>();
  for (const s of await subscriptionsOf(em, [...new Set(wanted.map((d) => d.owner.id))]))
    subscriptions.set(s.userId, [...(subscriptions.get(s.userId) ?? []), s]);
  if (subscriptions.size === 0) return [];
  const jobs: PushJob[] = [];
  for (const { notification: n } of wanted) {
    const data = n.data;
    const screen = n.type === 'focus' ? SCREEN.focus : data.kind === 'task' ? SCREEN.task : SCREEN.quest;
    const payload: PushPayload = {
      type: n.type,
      title: n.title,
      body: n.body,
      url: screen,
      tag:
        n.type === 'focus' ? `focus:${String(data.id)}` : `reminder:${String(data.kind)}:${String(data.id)}`,
    };
    for (const target of subscriptions.get(n.userId) ?? []) jobs.push({ target, payload });
  }
  return jobs;
}
