import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { jsonColumn } from './prepared.ts';

/** A key already claimed: by the same request or another, answered (`status`) or still running. */
export interface ClaimedKey {
  requestHash: string;
  status: number | null;
  response: unknown;
}

/**
 * Claims a player's key for a request, or answers who holds it. The primary key decides between
 * racing repeats on any instance (one insert wins; no check-then-insert). A key older than
 * `expiredBefore` is free again; one whose first request never finished (its instance stopped
 * between the work and the answer) since `staleBefore` is taken over.
 */
export async function claimIdempotencyKey(
  em: Em,
  claim: {
    userId: string;
    key: string;
    requestHash: string;
    now: Date;
    expiredBefore: Date;
    staleBefore: Date;
  },
): Promise<{ claimed: true } | { claimed: false; held: ClaimedKey | null }> {
  const won = await db(em)
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.requestHash,
      status: null,
      response: null,
      created_at: claim.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({
          request_hash: claim.requestHash,
          status: null,
          response: null,
          created_at: claim.now,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', claim.expiredBefore),
            eb.and([
              eb('idempotency_keys.status', 'is', null),
              eb('idempotency_keys.created_at', '<', claim.staleBefore),
            ]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (won) return { claimed: true };
  return { claimed: false, held: await heldKey(em, claim.userId, claim.key) };
}

/** The key as stored (null when it was released meanwhile). */
export async function heldKey(em: Em, userId: string, key: string): Promise<ClaimedKey | null> {
  const row = await db(em)
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    requestHash: row.request_hash,
    status: row.status === null ? null : Number(row.status),
    response: row.response === null ? null : jsonColumn(row.response as string),
  };
}

/** The first request's answer, for its repeats. */
export async function storeIdempotentAnswer(
  em: Em,
  answer: { userId: string; key: string; status: number; response: unknown },
): Promise<void> {
  await db(em)
    .updateTable('idempotency_keys')
    .set({ status: answer.status, response: sql`${JSON.stringify(answer.response ?? null)}::jsonb` })
    .where('user_id', '=', answer.userId)
    .where('key', '=', answer.key)
    .execute();
}

/** A request that failed on the server's side: its key is free, so a repeat runs it again. */
export async function releaseIdempotencyKey(em: Em, userId: string, key: string): Promise<void> {
  await db(em)
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Keys past their 24 h: deleted in batches by the server's purge. */
export async function purgeExpiredIdempotencyKeys(em: Em, before: Date): Promise<number> {
  const result = await db(em)
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
