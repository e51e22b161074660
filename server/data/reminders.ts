import type { Em } from '../../db/orm.ts';
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
