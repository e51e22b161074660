import type { FOCUS_SESSION_STATUSES } from '../../db/entities/FocusSession.ts';
import type { Em } from '../../db/orm.ts';
import type { Recurrence } from '../domain/quests/routine.ts';
import { sql } from './sql.ts';

/** What a scheduled notification is about: a quest's or task's reminder, or a focus session's end. */
export type ScheduledKind = 'quest' | 'task' | 'focus';

export interface DueReminder {
  userId: string;
  kind: ScheduledKind;
  itemId: string;
  dueAt: Date;
}

/**
 * Schedules (or moves) the one pending notification of an item. Call it in the transaction that
 * changes the item, so the item and its schedule never disagree.
 */
export async function scheduleReminder(em: Em, due: DueReminder): Promise<void> {
  await sql(
    em,
    `insert into scheduled_notifications (user_id, kind, item_id, due_at) values (?, ?, ?, ?)
     on conflict (kind, item_id) do update set due_at = excluded.due_at, user_id = excluded.user_id`,
    [due.userId, due.kind, due.itemId, due.dueAt],
  );
}

/**
 * Schedules many pending notifications in one statement (routines re-armed by a burst of due
 * reminders); each item at most once, as one claim yields at most one re-arm.
 */
export async function scheduleReminders(em: Em, due: readonly DueReminder[]): Promise<void> {
  if (due.length === 0) return;
  await sql(
    em,
    `insert into scheduled_notifications (user_id, kind, item_id, due_at) values ${due.map(() => '(?, ?, ?, ?)').join(', ')}
     on conflict (kind, item_id) do update set due_at = excluded.due_at, user_id = excluded.user_id`,
    due.flatMap((d) => [d.userId, d.kind, d.itemId, d.dueAt]),
  );
}

/** Takes an item's pending notification off the schedule (cleared, completed, deleted, paused). */
export async function cancelReminder(em: Em, kind: ScheduledKind, itemId: string): Promise<void> {
  await sql(em, 'delete from scheduled_notifications where kind = ? and item_id = ?', [kind, itemId]);
}

/** An item's pending notification time, if it has one. */
export async function scheduledAt(em: Em, kind: ScheduledKind, itemId: string): Promise<Date | null> {
  const rows = await sql<{ due_at: Date | string }>(
    em,
    'select due_at from scheduled_notifications where kind = ? and item_id = ?',
    [kind, itemId],
  );
  return rows[0] ? new Date(rows[0].due_at) : null;
}

/**
 * Claims up to `limit` due notifications, earliest first, by deleting them: rows another instance
 * is claiming right now are skipped (SKIP LOCKED), so each is claimed exactly once. Must run in the
 * transaction that writes their notifications: a rollback (or a crash) puts them back.
 */
export async function claimDueReminders(tx: Em, limit: number): Promise<DueReminder[]> {
  const rows = await sql<{ user_id: string; kind: ScheduledKind; item_id: string; due_at: Date | string }>(
    tx,
    `delete from scheduled_notifications where id in (
       select id from scheduled_notifications where due_at <= now()
       order by due_at limit ? for update skip locked)
     returning user_id, kind, item_id, due_at`,
    [limit],
  );
  return rows.map((r) => ({ userId: r.user_id, kind: r.kind, itemId: r.item_id, dueAt: new Date(r.due_at) }));
}

/** The owner of a due reminder: what its text and its Web Push need. */
export interface ReminderOwner {
  id: string;
  language: string;
  timezone: string;
  /** As stored (read with notificationPrefsOf). */
  notificationPrefs: unknown;
}

/** A task as its reminder is checked again at its time. */
export interface ReminderTask {
  id: string;
  userId: string;
  title: string;
  completed: boolean;
}

/** A quest as its reminder is checked again (and a routine's re-armed) at its time. */
export interface ReminderQuest extends ReminderTask {
  recurrence: Recurrence | null;
  recurrenceAnchor: number | null;
  completedAt: Date | null;
  createdAt: Date;
}

/** A focus session as its end is checked again at its time. */
export interface ReminderSession {
  id: string;
  userId: string;
  status: (typeof FOCUS_SESSION_STATUSES)[number];
  durationSeconds: number;
  elapsedSeconds: number;
  runningSince: Date | null;
}

export interface ReminderSubjects {
  owners: Map<string, ReminderOwner>;
  quests: Map<string, ReminderQuest>;
  tasks: Map<string, ReminderTask>;
  sessions: Map<string, ReminderSession>;
}

type Stamp = Date | string;
const date = (v: Stamp): Date => new Date(v);
const dateOrNull = (v: Stamp | null): Date | null => (v === null ? null : new Date(v));

/**
 * The owners and items a round of due reminders names, one statement per table, as plain rows
 * with only the columns the check needs: a burst of thousands is not hydrated into entities nor
 * change-tracked (that was most of a round's time).
 */
export async function reminderSubjects(tx: Em, due: readonly DueReminder[]): Promise<ReminderSubjects> {
  const ids = (kind: ScheduledKind) => due.filter((d) => d.kind === kind).map((d) => d.itemId);
  // One statement after the other: they share the transaction's connection.
  const owners = await rowsIn<{
    id: string;
    language: string;
    timezone: string;
    notification_prefs: unknown;
  }>(tx, 'select id, language, timezone, notification_prefs from users where id in', [
    ...new Set(due.map((d) => d.userId)),
  ]);
  const quests = await rowsIn<{
    id: string;
    user_id: string;
    title: string;
    completed: boolean;
    recurrence: Recurrence | null;
    recurrence_anchor: number | null;
    completed_at: Stamp | null;
    created_at: Stamp;
  }>(
    tx,
    `select id, user_id, title, completed, recurrence, recurrence_anchor, completed_at, created_at
     from quests where id in`,
    ids('quest'),
  );
  const tasks = await rowsIn<{ id: string; user_id: string; title: string; completed: boolean }>(
    tx,
    'select id, user_id, title, completed from tasks where id in',
    ids('task'),
  );
  const sessions = await rowsIn<{
    id: string;
    user_id: string;
    status: ReminderSession['status'];
    duration_seconds: number;
    elapsed_seconds: number;
    running_since: Stamp | null;
  }>(
    tx,
    `select id, user_id, status, duration_seconds, elapsed_seconds, running_since
     from focus_sessions where id in`,
    ids('focus'),
  );
  return {
    owners: new Map(
      owners.map((u) => [
        u.id,
        { id: u.id, language: u.language, timezone: u.timezone, notificationPrefs: u.notification_prefs },
      ]),
    ),
    quests: new Map(
      quests.map((q) => [
        q.id,
        {
          id: q.id,
          userId: q.user_id,
          title: q.title,
          completed: q.completed,
          recurrence: q.recurrence,
          recurrenceAnchor: q.recurrence_anchor,
          completedAt: dateOrNull(q.completed_at),
          createdAt: date(q.created_at),
        },
      ]),
    ),
    tasks: new Map(
      tasks.map((t) => [t.id, { id: t.id, userId: t.user_id, title: t.title, completed: t.completed }]),
    ),
    sessions: new Map(
      sessions.map((s) => [
        s.id,
        {
          id: s.id,
          userId: s.user_id,
          status: s.status,
          durationSeconds: s.duration_seconds,
          elapsedSeconds: s.elapsed_seconds,
          runningSince: dateOrNull(s.running_since),
        },
      ]),
    ),
  };
}

/** Rows whose id is one of `ids` (`text` ends with `where id in`); none asked, none read. */
async function rowsIn<Row extends object>(tx: Em, text: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return sql<Row>(tx, `${text} (${ids.map(() => '?').join(', ')})`, ids);
}

/** Moves routines' `remindAt` to their re-armed time (what the quest answers show), in one statement. */
export async function moveQuestReminders(
  tx: Em,
  moves: readonly { id: string; remindAt: Date }[],
): Promise<void> {
  if (moves.length === 0) return;
  await sql(
    tx,
    `update quests as q set remind_at = v.remind_at
     from (values ${moves.map(() => '(?::uuid, ?::timestamptz)').join(', ')}) as v (id, remind_at)
     where q.id = v.id`,
    moves.flatMap((m) => [m.id, m.remindAt]),
  );
}
