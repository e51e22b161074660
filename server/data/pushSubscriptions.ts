import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

export interface PushSubscriptionRow {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Pushes the push service refused for good in a row (server/push/sender.ts). */
  refusedInARow: number;
}

export type SubscriptionKeys = Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

/** Who holds this endpoint, or null when no one does. */
export async function subscriptionOwner(em: Em, endpoint: string): Promise<string | null> {
  const rows = await sql<{ user_id: string }>(
    em,
    'select user_id from push_subscriptions where endpoint = ?',
    [endpoint],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Stores a browser's subscription for the player; the same endpoint again replaces its keys.
 * An endpoint another player holds stays theirs: answers false and changes nothing.
 */
export async function saveSubscription(
  em: Em,
  row: Omit<PushSubscriptionRow, 'refusedInARow'>,
): Promise<boolean> {
  const saved = await sql(
    em,
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth,
       refused_in_a_row = 0, created_at = now()
     where push_subscriptions.user_id = excluded.user_id
     returning id`,
    [row.userId, row.endpoint, row.p256dh, row.auth],
  );
  return saved.length > 0;
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

/**
 * Forgets a subscription whose keys can never encrypt a push (stored before they were checked),
 * only while it still has those keys (a fresh subscription of the same endpoint stays).
 */
export async function deleteUnusableSubscription(em: Em, keys: SubscriptionKeys): Promise<void> {
  await sql(em, 'delete from push_subscriptions where endpoint = ? and p256dh = ? and auth = ?', [
    keys.endpoint,
    keys.p256dh,
    keys.auth,
  ]);
}

/**
 * Counts one more push the push service refused for good, in a row; at `limit` the subscription
 * is forgotten. Only while it still has the keys the push was sent with (re-subscribing starts
 * afresh). Answers whether it was forgotten.
 */
export async function recordRefusedPush(em: Em, keys: SubscriptionKeys, limit: number): Promise<boolean> {
  const match = [keys.endpoint, keys.p256dh, keys.auth];
  const counted = await sql<{ refused_in_a_row: number }>(
    em,
    `update push_subscriptions set refused_in_a_row = refused_in_a_row + 1
     where endpoint = ? and p256dh = ? and auth = ? returning refused_in_a_row`,
    match,
  );
  if ((counted[0]?.refused_in_a_row ?? 0) < limit) return false;
  const deleted = await sql(
    em,
    `delete from push_subscriptions
     where endpoint = ? and p256dh = ? and auth = ? and refused_in_a_row >= ? returning id`,
    [...match, limit],
  );
  return deleted.length > 0;
}

/** A push got through: the refusals count from zero again. */
export async function clearRefusedPushes(em: Em, endpoint: string): Promise<void> {
  await sql(
    em,
    'update push_subscriptions set refused_in_a_row = 0 where endpoint = ? and refused_in_a_row > 0',
    [endpoint],
  );
}

/** The subscriptions of these players. */
export async function subscriptionsOf(em: Em, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await sql<{
    user_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    refused_in_a_row: number;
  }>(
    em,
    `select user_id, endpoint, p256dh, auth, refused_in_a_row from push_subscriptions
     where user_id in (${userIds.map(() => '?').join(', ')})`,
    userIds,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    refusedInARow: Number(r.refused_in_a_row),
  }));
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
