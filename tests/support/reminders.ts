import { expect } from 'vitest';
import { type Notification, notificationListSchema } from '../../protocol/api/notifications.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { db } from '../../server/data/database.ts';
import type { RunningServer } from '../../server/server.ts';

/** A moment `ms` from now, as the ISO string a client sends. */
export const inMs = (ms: number): string => new Date(Date.now() + ms).toISOString();

/** Polls `probe` until it answers a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The player's notifications, newest first. */
export async function notificationsOf(client: TestClient): Promise<Notification[]> {
  const res = await client.get('/api/notifications?limit=100');
  expect(res.status).toBe(200);
  return notificationListSchema.parse(res.body).notifications;
}

/** The reminders (and focus ends) the player received about one item. */
export async function remindersAbout(client: TestClient, id: string): Promise<Notification[]> {
  return (await notificationsOf(client)).filter(
    (n) => (n.type === 'reminder' || n.type === 'focus') && n.data.id === id,
  );
}

/** Rows still pending on the reminder schedule for an item (read straight from the database). */
export async function pendingFor(
  server: RunningServer,
  itemId: string,
): Promise<{ kind: string; dueAt: Date }[]> {
  const rows = await db(server.deps.orm.em.fork())
    .selectFrom('scheduled_notifications')
    .select(['kind', 'due_at'])
    .where('item_id', '=', itemId)
    .execute();
  return rows.map((r) => ({ kind: r.kind, dueAt: new Date(r.due_at) }));
}

/** Waits until an item has nothing left on the schedule (its due row was claimed or cancelled). */
export const untilClaimed = (server: RunningServer, itemId: string) =>
  eventually(async () => ((await pendingFor(server, itemId)).length === 0 ? true : undefined), 'the claim');
