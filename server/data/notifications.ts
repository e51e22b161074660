import type { Selectable } from 'kysely';
import type { NOTIFICATION_PRIORITIES, NotificationType } from '../../protocol/api/notifications.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { jsonColumn, type Runner } from './prepared.ts';

/** A `notifications` row as a query gives it: typed from the entity. */
export type NotificationColumns = Selectable<Database['notifications']>;

/** A notification as answers and pushes show it: timestamps as Dates. */
export function notificationRecordOf(row: NotificationColumns) {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    body: row.body,
    data: jsonColumn(row.data),
    readAt: moment(row.read_at),
    createdAt: asDate(row.created_at),
  };
}

export type NotificationRecord = ReturnType<typeof notificationRecordOf>;

/** The player's notifications, newest first (unread ones only when asked). */
export async function notificationsOf(
  runner: Runner,
  userId: string,
  limit: number,
  unreadOnly: boolean,
): Promise<NotificationRecord[]> {
  let query = db(runner).selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(notificationRecordOf);
}

export async function unreadCountOf(runner: Runner, userId: string): Promise<number> {
  const row = await db(runner)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One of the player's notifications (another player's answers null). */
export async function notificationOf(
  runner: Runner,
  userId: string,
  notificationId: string,
): Promise<NotificationRecord | null> {
  const row = await db(runner)
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? notificationRecordOf(row) : null;
}

/** Marks an unread notification read at `now`: as written; null when it was read (or gone) already. */
export async function markNotificationRead(
  tx: Runner,
  notificationId: string,
  now: Date,
): Promise<NotificationRecord | null> {
  const row = await db(tx)
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', notificationId)
    .where('read_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? notificationRecordOf(row) : null;
}

/** Marks every unread notification of the player read at `now`: how many it marked. */
export async function markAllNotificationsRead(tx: Runner, userId: string, now: Date): Promise<number> {
  const result = await db(tx)
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A notification written in bulk (due reminders): the row as stored, no entity. */
export interface NotificationRow {
  id: string;
  userId: string;
  type: NotificationType;
  priority: (typeof NOTIFICATION_PRIORITIES)[number];
  title: string;
  body: string;
  data: Record<string, string | number | boolean | null>;
  readAt: null;
  createdAt: Date;
}

/**
 * Writes many new notifications in one statement, inside the caller's transaction. A burst of
 * reminders must not go through the unit of work: creating, tracking and flushing thousands of
 * entities was most of the scheduler's time.
 */
export async function insertNotifications(tx: Runner, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db(tx)
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        type: r.type,
        priority: r.priority,
        title: r.title,
        body: r.body,
        data: r.data,
        created_at: r.createdAt,
      })),
    )
    .execute();
}
