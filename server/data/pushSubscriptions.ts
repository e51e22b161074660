import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

export interface PushSubscriptionRow {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription for the player (the same endpoint again replaces its keys and,
 * when another account signs in on that browser, its owner: an endpoint reaches one browser).
 */
export async function saveSubscription(em: Em, row: PushSubscriptionRow): Promise<void> {
  await sql(
    em,
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, created_at = now()`,
    [row.userId, row.endpoint, row.p256dh, row.auth],
  );
}

/** Forgets one of the player's subscriptions; answers whether there was one. */
export async function deleteSubscription(em: Em, userId: string, endpoint: string): Promise<boolean> {
  const rows = await sql(
    em,
    'delete from push_subscriptions where user_id = ? and endpoint = ? returning id',
    [userId, endpoint],
  );
  return rows.length > 0;
}

/** Forgets a subscription the push service no longer knows (404/410), whoever owns it. */
export async function deleteDeadSubscription(em: Em, endpoint: string): Promise<void> {
  await sql(em, 'delete from push_subscriptions where endpoint = ?', [endpoint]);
}

/** The subscriptions of these players. */
export async function subscriptionsOf(em: Em, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await sql<{ user_id: string; endpoint: string; p256dh: string; auth: string }>(
    em,
    `select user_id, endpoint, p256dh, auth from push_subscriptions where user_id in (${userIds.map(() => '?').join(', ')})`,
    userIds,
  );
  return rows.map((r) => ({ userId: r.user_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth }));
}

/** How many subscriptions a player has (a cap keeps one account from storing endless rows). */
export async function subscriptionCount(em: Em, userId: string): Promise<number> {
  const rows = await sql<{ n: number | string }>(
    em,
    'select count(*)::int as n from push_subscriptions where user_id = ?',
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}
