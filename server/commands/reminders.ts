import { FocusSession } from '../../db/entities/FocusSession.ts';
import { Notification } from '../../db/entities/Notification.ts';
import { Quest } from '../../db/entities/Quest.ts';
import { Task } from '../../db/entities/Task.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { PushPayload } from '../../protocol/api/push.ts';
import { subscriptionsOf } from '../data/pushSubscriptions.ts';
import { claimDueReminders, type DueReminder, scheduleReminder } from '../data/reminders.ts';
import { focusEndsAt } from '../domain/focus/ends.ts';
import { isFocusComplete } from '../domain/focus/timer.ts';
import { notificationPrefsOf, shouldPush } from '../domain/notifications/prefs.ts';
import { localWeekday } from '../domain/quests/routine.ts';
import { doneOnDayOf, nextRoutineReminder } from '../domain/reminders/routineReminder.ts';
import { focusEndText, reminderText } from '../notifications/reminderTexts.ts';
import type { PushJob } from '../push/dispatcher.ts';
import { publishNotification } from '../realtime/publish/community.ts';

/** A notification written for a due reminder, with when it was due (for the delay metric). */
export interface Delivered {
  notification: Notification;
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

/**
 * One round of the reminder schedule: claims what is due (exactly once across instances, see
 * claimDueReminders) and, in the same transaction, writes each owner's notification after checking
 * the item again: a deleted item, a completed one-off, a session no longer running get none. A
 * routine's reminder is re-armed for its next due day (and skipped when today's is already done).
 * The live `notification` is queued for after commit; Web Pushes are returned to be sent then.
 */
export async function deliverDueReminders(em: Em, limit: number, now = new Date()): Promise<ReminderRound> {
  const round = await em.transactional(async (tx) => {
    const due = await claimDueReminders(tx, limit);
    if (due.length === 0) return { claimed: 0, delivered: [] };
    const ids = (kind: DueReminder['kind']) => due.filter((d) => d.kind === kind).map((d) => d.itemId);
    // One statement per table, one after the other on the transaction's connection.
    const users = await byId(tx.find(User, { id: { $in: [...new Set(due.map((d) => d.userId))] } }));
    const quests = await byId(tx.find(Quest, { id: { $in: ids('quest') } }));
    const tasks = await byId(tx.find(Task, { id: { $in: ids('task') } }));
    const sessions = await byId(tx.find(FocusSession, { id: { $in: ids('focus') } }));
    const delivered: Delivered[] = [];
    for (const item of due) {
      const user = users.get(item.userId);
      if (!user) continue;
      const text = await textFor(tx, item, user, { quests, tasks, sessions }, now);
      if (!text) continue;
      const notification = tx.create(Notification, {
        user,
        type: item.kind === 'focus' ? 'focus' : 'reminder',
        priority: 'normal',
        title: text.title,
        body: text.body,
        data: item.kind === 'focus' ? { id: item.itemId } : { kind: item.kind, id: item.itemId },
      });
      delivered.push({ notification, dueAt: item.dueAt });
    }
    await tx.flush();
    return { claimed: due.length, delivered };
  });
  for (const { notification } of round.delivered) publishNotification(notification.user.id, notification);
  return { ...round, pushes: await pushesFor(em, round.delivered, now) };
}

type Items = {
  quests: Map<string, Quest>;
  tasks: Map<string, Task>;
  sessions: Map<string, FocusSession>;
};

/** The notification's text when the item still wants it; null when it is no longer due. */
async function textFor(
  tx: Em,
  item: DueReminder,
  user: User,
  { quests, tasks, sessions }: Items,
  now: Date,
): Promise<{ title: string; body: string } | null> {
  if (item.kind === 'task') {
    const task = tasks.get(item.itemId);
    if (!task || task.user.id !== user.id || task.completed) return null;
    return reminderText('task', task.title, user.language);
  }
  if (item.kind === 'quest') {
    const quest = quests.get(item.itemId);
    if (!quest || quest.user.id !== user.id) return null;
    if (!quest.recurrence) return quest.completed ? null : reminderText('quest', quest.title, user.language);
    // A routine: the next one is armed whatever happens today.
    const next = nextRoutineReminder(
      quest.recurrence,
      routineAnchor(quest, user.timezone),
      item.dueAt,
      user.timezone,
    );
    quest.remindAt = next;
    await scheduleReminder(tx, { userId: user.id, kind: 'quest', itemId: quest.id, dueAt: next });
    if (doneOnDayOf(quest.completedAt ?? null, item.dueAt, user.timezone)) return null;
    return reminderText('quest', quest.title, user.language);
  }
  const session = sessions.get(item.itemId);
  if (!session || session.user.id !== user.id || session.status !== 'running') return null;
  const timer = {
    durationSeconds: session.durationSeconds,
    elapsedSeconds: session.elapsedSeconds,
    runningSince: session.runningSince ?? null,
  };
  if (!isFocusComplete(timer, now)) {
    // Clocks of instance and database apart: announce it when it really ends.
    const endsAt = focusEndsAt(timer);
    if (endsAt)
      await scheduleReminder(tx, { userId: user.id, kind: 'focus', itemId: session.id, dueAt: endsAt });
    return null;
  }
  return focusEndText(user.language);
}

/**
 * The weekday a weekly routine falls on: the one it was created on, in the player's zone (DESIGN
 * section 9); the same rule the routine's own reopening uses.
 */
function routineAnchor(quest: Quest, timeZone: string): number {
  return localWeekday(quest.createdAt, timeZone);
}

/** The Web Pushes the owners' preferences let through (quiet hours on their own clock). */
async function pushesFor(em: Em, delivered: Delivered[], now: Date): Promise<PushJob[]> {
  const wanted = delivered.filter(({ notification: n }) => {
    const user = n.user;
    const type = n.type === 'focus' ? 'focus' : 'reminder';
    return shouldPush(notificationPrefsOf(user.notificationPrefs), type, now, user.timezone);
  });
  if (wanted.length === 0) return [];
  const subscriptions = await subscriptionsOf(em, [...new Set(wanted.map((d) => d.notification.user.id))]);
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
    for (const s of subscriptions) if (s.userId === n.user.id) jobs.push({ target: s, payload });
  }
  return jobs;
}

async function byId<T extends { id: string }>(rows: Promise<T[]>): Promise<Map<string, T>> {
  return new Map((await rows).map((r) => [r.id, r]));
}
