import { sql } from 'kysely';
import type { FOCUS_SESSION_STATUSES } from '../../db/entities/FocusSession.ts';
import type { SCHEDULED_KINDS } from '../../db/entities/ScheduledNotification.ts';
import type { Em } from '../../db/orm.ts';
import type { Recurrence } from '../domain/quests/routine.ts';
import { db } from './database.ts';
import { asDate, moment } from './moments.ts';

/** What a scheduled notification is about: a quest's or task's reminder, or a focus session's end. */
export type ScheduledKind = (typeof SCHEDULED_KINDS)[number];

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
  await scheduleReminders(em, [due]);
}

/**
 * Schedules many pending notifications in one statement (routines re-armed by a burst of due
 * reminders); each item at most once, as one claim yields at most one re-arm.
 */
export async function scheduleReminders(em: Em, due: readonly DueReminder[]): Promise<void> {
  if (due.length === 0) return;
  await db(em)
    .insertInto('scheduled_notifications')
    .values(due.map((d) => ({ user_id: d.userId, kind: d.kind, item_id: d.itemId, due_at: d.dueAt })))
    .onConflict((oc) =>
      oc.columns(['kind', 'item_id']).doUpdateSet((eb) => ({
        due_at: eb.ref('excluded.due_at'),
        user_id: eb.ref('excluded.user_id'),
      })),
    )
    .execute();
}

/** Takes an item's pending notification off the schedule (cleared, completed, deleted, paused). */
export async function cancelReminder(em: Em, kind: ScheduledKind, itemId: string): Promise<void> {
  await db(em)
    .deleteFrom('scheduled_notifications')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .execute();
}

/** An item's pending notification time, if it has one. */
export async function scheduledAt(em: Em, kind: ScheduledKind, itemId: string): Promise<Date | null> {
  const row = await db(em)
    .selectFrom('scheduled_notifications')
    .select('due_at')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row ? asDate(row.due_at) : null;
}

/**
 * Claims up to `limit` notifications due by `now` (the server's clock, which wrote their due
 * times), earliest first, by deleting them: rows another instance is claiming right now are
 * skipped (SKIP LOCKED), so each is claimed exactly once. Must run in the transaction that writes
 * their notifications: a rollback (or a crash) puts them back.
 */
export async function claimDueReminders(tx: Em, limit: number, now: Date): Promise<DueReminder[]> {
  const rows = await db(tx)
    .deleteFrom('scheduled_notifications')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('scheduled_notifications')
        .select('id')
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['user_id', 'kind', 'item_id', 'due_at'])
    .execute();
  return rows.map((r) => ({ userId: r.user_id, kind: r.kind, itemId: r.item_id, dueAt: asDate(r.due_at) }));
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

/**
 * The owners and items a round of due reminders names, one statement per table, as plain rows
 * with only the columns the check needs: a burst of thousands is not hydrated into entities nor
 * change-tracked (that was most of a round's time).
 */
export async function reminderSubjects(tx: Em, due: readonly DueReminder[]): Promise<ReminderSubjects> {
  const ids = (kind: ScheduledKind) => due.filter((d) => d.kind === kind).map((d) => d.itemId);
  // One statement after the other: they share the transaction's connection.
  const owners = await whereIdIn([...new Set(due.map((d) => d.userId))], (some) =>
    db(tx)
      .selectFrom('users')
      .select(['id', 'language', 'timezone', 'notification_prefs'])
      .where('id', 'in', some)
      .execute(),
  );
  const quests = await whereIdIn(ids('quest'), (some) =>
    db(tx)
      .selectFrom('quests')
      .select([
        'id',
        'user_id',
        'title',
        'completed',
        'recurrence',
        'recurrence_anchor',
        'completed_at',
        'created_at',
      ])
      .where('id', 'in', some)
      .execute(),
  );
  const tasks = await whereIdIn(ids('task'), (some) =>
    db(tx)
      .selectFrom('tasks')
      .select(['id', 'user_id', 'title', 'completed'])
      .where('id', 'in', some)
      .execute(),
  );
  const sessions = await whereIdIn(ids('focus'), (some) =>
    db(tx)
      .selectFrom('focus_sessions')
      .select(['id', 'user_id', 'status', 'duration_seconds', 'elapsed_seconds', 'running_since'])
      .where('id', 'in', some)
      .execute(),
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
          completedAt: moment(q.completed_at),
          createdAt: asDate(q.created_at),
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
          runningSince: moment(s.running_since),
        },
      ]),
    ),
  };
}

/** The rows `read` finds for these ids; none asked, none read (`in ()` is no valid SQL). */
async function whereIdIn<Row>(
  ids: readonly string[],
  read: (ids: readonly string[]) => Promise<Row[]>,
): Promise<Row[]> {
  return ids.length === 0 ? [] : read(ids);
}

/** Moves routines' `remindAt` to their re-armed time (what the quest answers show), in one statement. */
export async function moveQuestReminders(
  tx: Em,
  moves: readonly { id: string; remindAt: Date }[],
): Promise<void> {
  if (moves.length === 0) return;
  await db(tx)
    .updateTable('quests as q')
    .from(movedTimes(moves))
    .set((eb) => ({ remind_at: eb.ref('v.remind_at') }))
    .whereRef('q.id', '=', 'v.id')
    .execute();
}

/** The moves as a `values` list named `v (id, remind_at)`: Kysely has no builder for one. */
function movedTimes(moves: readonly { id: string; remindAt: Date }[]) {
  const rows = moves.map((m) => sql`(${m.id}::uuid, ${m.remindAt}::timestamptz)`);
  return sql<{ id: string; remind_at: Date }>`(values ${sql.join(rows)})`.as<'v'>(sql`v (id, remind_at)`);
}
