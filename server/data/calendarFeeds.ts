import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/** Makes or replaces the player's feed token (its hash): the old address stops at once. */
export async function replaceFeedToken(em: Em, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db(em)
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

/** Turns the player's feed off; answers whether there was one. */
export async function deleteFeed(em: Em, userId: string): Promise<boolean> {
  const result = await db(em).deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One item a feed lists: an open quest or task with a due date, or a routine. */
export interface FeedItem {
  kind: 'quest' | 'task';
  id: string;
  title: string;
  description: string | null;
  dueDate: Date;
  remindAt: Date | null;
  recurrence: 'daily' | 'weekdays' | 'weekly' | null;
}

/**
 * What a calendar app polls, every few minutes, for every subscribed player: the feed's owner by
 * the token's hash and the owner's dated items, in one prepared statement (quests and tasks with
 * a due date that are open, or routines, which stay listed whatever today's state).
 */
const FEED = statement('calendar_feed', (p: { tokenHash: string }) =>
  compiler
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select((eb) => [
      'u.id as user_id',
      'u.timezone',
      'f.created_at',
      eb
        .selectFrom(
          sql<{
            kind: 'quest' | 'task';
            id: string;
            title: string;
            description: string | null;
            due_date: string;
            remind_at: string | null;
            recurrence: FeedItem['recurrence'];
          }>`(select 'quest' as kind, q.id, q.title, q.description, q.due_date, q.remind_at, q.recurrence
                from quests q
               where q.user_id = u.id and q.due_date is not null and (q.completed = false or q.recurrence is not null)
              union all
              select 'task' as kind, t.id, t.title, t.description, t.due_date, t.remind_at, null
                from tasks t
               where t.user_id = u.id and t.due_date is not null and t.completed = false)`.as('i'),
        )
        .select(
          sql<FeedRow[] | string>`coalesce(json_agg(i order by i.due_date, i.id), '[]'::json)`.as('items'),
        )
        .as('items'),
    ])
    .where('f.token_hash', '=', p.tokenHash),
);

interface FeedRow {
  kind: 'quest' | 'task';
  id: string;
  title: string;
  description: string | null;
  due_date: string;
  remind_at: string | null;
  recurrence: FeedItem['recurrence'];
}

/** The feed a token names: its owner's zone and dated items; null for an unknown token. */
export async function feedByTokenHash(
  em: Em,
  tokenHash: string,
): Promise<{ userId: string; timeZone: string; madeAt: Date; items: FeedItem[] } | null> {
  const [row] = await run(em, FEED, { tokenHash });
  if (!row) return null;
  const raw = row.items ?? [];
  const rows: FeedRow[] = typeof raw === 'string' ? (JSON.parse(raw) as FeedRow[]) : raw;
  return {
    userId: row.user_id,
    timeZone: row.timezone,
    madeAt: asDate(row.created_at),
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      title: r.title,
      description: r.description,
      dueDate: asDate(r.due_date),
      remindAt: moment(r.remind_at),
      recurrence: r.recurrence,
    })),
  };
}
