import type { ExpressionBuilder } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';

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
  const row = await db(em)
    .selectFrom('push_subscriptions')
    .select('user_id')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Stores a browser's subscription for the player; the same endpoint again replaces its keys.
 * An endpoint another player holds stays theirs: answers false and changes nothing.
 */
export async function saveSubscription(
  em: Em,
  row: Omit<PushSubscriptionRow, 'refusedInARow'>,
): Promise<boolean> {
  const saved = await db(em)
    .insertInto('push_subscriptions')
    .values({ user_id: row.userId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet((eb) => ({
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          refused_in_a_row: 0,
          created_at: eb.fn<Date>('now'),
        }))
        .whereRef('push_subscriptions.user_id', '=', 'excluded.user_id'),
    )
    .returning('id')
    .execute();
  return saved.length > 0;
}

/** Forgets one of the player's subscriptions; answers whether there was one. */
export async function deleteSubscription(em: Em, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db(em)
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Forgets a subscription the push service no longer knows (404/410), whoever owns it. */
export async function deleteDeadSubscription(em: Em, endpoint: string): Promise<void> {
  await db(em).deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/**
 * Forgets a subscription whose keys can never encrypt a push (stored before they were checked),
 * only while it still has those keys (a fresh subscription of the same endpoint stays).
 */
export async function deleteUnusableSubscription(em: Em, keys: SubscriptionKeys): Promise<void> {
  await db(em).deleteFrom('push_subscriptions').where(withKeys(keys)).execute();
}

/** The subscription only while it still has these keys. */
const withKeys =
  (keys: SubscriptionKeys) =>
  ({ and, eb }: ExpressionBuilder<Database, 'push_subscriptions'>) =>
    and([eb('endpoint', '=', keys.endpoint), eb('p256dh', '=', keys.p256dh), eb('auth', '=', keys.auth)]);

/**
 * Counts one more push the push service refused for good, in a row; at `limit` the subscription
 * is forgotten. Only while it still has the keys the push was sent with (re-subscribing starts
 * afresh). Answers whether it was forgotten.
 */
export async function recordRefusedPush(em: Em, keys: SubscriptionKeys, limit: number): Promise<boolean> {
  const counted = await db(em)
    .updateTable('push_subscriptions')
    .set((eb) => ({ refused_in_a_row: eb('refused_in_a_row', '+', 1) }))
    .where(withKeys(keys))
    .returning('refused_in_a_row')
    .executeTakeFirst();
  if ((counted?.refused_in_a_row ?? 0) < limit) return false;
  const deleted = await db(em)
    .deleteFrom('push_subscriptions')
    .where(withKeys(keys))
    .where('refused_in_a_row', '>=', limit)
    .returning('id')
    .execute();
  return deleted.length > 0;
}

/** A push got through: the refusals count from zero again. */
export async function clearRefusedPushes(em: Em, endpoint: string): Promise<void> {
  await db(em)
    .updateTable('push_subscriptions')
    .set({ refused_in_a_row: 0 })
    .where('endpoint', '=', endpoint)
    .where('refused_in_a_row', '>', 0)
    .execute();
}

/** The subscriptions of these players. */
export async function subscriptionsOf(em: Em, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db(em)
    .selectFrom('push_subscriptions')
    .select(['user_id', 'endpoint', 'p256dh', 'auth', 'refused_in_a_row'])
    .where('user_id', 'in', userIds)
    .execute();
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
  const row = await db(em)
    .selectFrom('push_subscriptions')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
