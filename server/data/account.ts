import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/** How a deleted player appears in what others keep (their clan's feed). */
export const FORMER_MEMBER = 'a former member';

/**
 * What others keep of a player who deleted their account loses the name: their clan feed entries
 * read 'a former member' and point at no one.
 */
export async function anonymiseClanActivity(tx: Em, userId: string): Promise<void> {
  await sql(tx, 'update clan_activities set username = ?, user_id = null where user_id = ?', [
    FORMER_MEMBER,
    userId,
  ]);
}

/**
 * Other players' clan notifications that name the player ('X joined your clan'): they are removed,
 * since their text cannot be rewritten in each reader's language. Only clan notifications name
 * another player.
 */
export async function deleteClanNotificationsNaming(tx: Em, userId: string, username: string): Promise<void> {
  await sql(
    tx,
    `delete from notifications
      where type = 'clan' and user_id <> ? and (position(? in title) > 0 or position(? in body) > 0)`,
    [userId, username, username],
  );
}

/** Messages a player with the admin role sent to others keep their text but no longer name the sender. */
export async function forgetSenderOfMessages(tx: Em, userId: string, username: string): Promise<void> {
  await sql(
    tx,
    `update notifications set data = jsonb_set(data, '{from}', to_jsonb(?::text))
      where type = 'admin_message' and user_id <> ? and data->>'from' = ?`,
    [FORMER_MEMBER, userId, username],
  );
}

/** The addresses in the player's own e-mail-change audit rows go with the account (the rows stay). */
export async function scrubEmailAudit(tx: Em, userId: string): Promise<void> {
  await sql(
    tx,
    `update audit_logs set old_values = null, new_values = null
      where resource_type = 'user' and resource_id = ? and action like 'user.email%'`,
    [userId],
  );
}

/**
 * Deletes the account row; the database removes what hangs on it (quests, tasks, focus sessions,
 * items, companions, achievements, activity, notifications, chat messages, boss rewards, pending
 * e-mail changes) and detaches what others keep (boss hits, audit rows, led parties and clans).
 */
export async function deleteUserRow(tx: Em, userId: string): Promise<void> {
  await sql(tx, 'delete from session where user_id = ?', [userId]);
  await sql(tx, 'delete from users where id = ?', [userId]);
}

type Row = Record<string, unknown>;

/** Row ids and links to other rows: the export names things instead. */
const ID_COLUMN = /^id$|_id$/;

/** Never in an export: the password hash, tokens and their expiry, and bare ids of other rows. */
const HIDDEN_PROFILE_COLUMN =
  /password|token|secret|^email_verification_expires$|^(party|clan)_id$|^equipped_pet$/;

/**
 * The player's data for their export, one section at a time, each read when it is written out.
 * Names rather than ids wherever a person reads them; never a hash, a token or a session key.
 */
export function exportSections(em: Em, userId: string): [string, () => Promise<unknown>][] {
  // Whole rows (columns added later are exported too), without the ids that mean nothing to a person.
  const rows = (text: string) => async () =>
    (await sql<Row>(em, text, [userId])).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !ID_COLUMN.test(key))),
    );
  return [
    [
      'profile',
      async () => {
        // Every column of the account (new ones included), minus secrets and internal links.
        const [row] = await sql<Row>(
          em,
          `select u.*, p.name as party, c.name as clan
             from users u left join parties p on p.id = u.party_id left join clans c on c.id = u.clan_id
            where u.id = ?`,
          [userId],
        );
        if (!row) return null;
        return Object.fromEntries(Object.entries(row).filter(([key]) => !HIDDEN_PROFILE_COLUMN.test(key)));
      },
    ],
    ['quests', rows(`select * from quests where user_id = ? order by created_at`)],
    ['tasks', rows(`select * from tasks where user_id = ? order by created_at`)],
    [
      'focusSessions',
      rows(`select f.*, t.title as task
              from focus_sessions f left join tasks t on t.id = f.task_id
             where f.user_id = ? order by f.created_at`),
    ],
    [
      'items',
      rows(`select i.name as item, i.type, e.quantity, e.equipped, e.obtained_at
              from inventory_entries e join items i on i.id = e.item_id
             where e.user_id = ? order by e.obtained_at`),
    ],
    ['companions', rows(`select * from companions where user_id = ? order by created_at`)],
    [
      'achievements',
      rows(`select a.title as achievement, a.points, ua.earned_at
              from user_achievements ua join achievements a on a.id = ua.achievement_id
             where ua.user_id = ? order by ua.earned_at`),
    ],
    ['notifications', rows(`select * from notifications where user_id = ? order by created_at`)],
    [
      'chatMessages',
      rows(`select p.name as party, m.text, m.removed_at, m.created_at
              from chat_messages m join parties p on p.id = m.party_id
             where m.user_id = ? order by m.created_at`),
    ],
    [
      'activity',
      rows(
        `select type, subject, data, created_at from activity_events where user_id = ? order by created_at`,
      ),
    ],
    [
      'clanActivity',
      rows(`select c.name as clan, a.type, a.subject, a.created_at
              from clan_activities a join clans c on c.id = a.clan_id
             where a.user_id = ? order by a.created_at`),
    ],
    [
      'bossHits',
      rows(`select b.name as boss, h.damage, h.created_at
              from boss_hits h join bosses b on b.id = h.boss_id
             where h.user_id = ? order by h.created_at`),
    ],
    [
      'bossRewards',
      rows(`select b.name as boss, r.experience, r.gold, r.created_at
              from boss_rewards r join bosses b on b.id = r.boss_id
             where r.user_id = ? order by r.created_at`),
    ],
    ['contactMessages', rows(`select * from contact_messages where user_id = ? order by created_at`)],
    [
      'sessions',
      rows(`select user_agent, last_seen_at, expire as expires_at
              from session where user_id = ? order by last_seen_at desc nulls last`),
    ],
    [
      'accountChanges',
      rows(`select action, ip_address, user_agent, timestamp
              from audit_logs where actor_user_id = ? order by timestamp`),
    ],
  ];
}
