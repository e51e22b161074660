import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';

/** How a deleted player appears in what others keep (their clan's feed). */
export const FORMER_MEMBER = 'a former member';

/**
 * What others keep of a player who deleted their account loses the name: their clan feed entries
 * read 'a former member' and point at no one.
 */
export async function anonymiseClanActivity(tx: Em, userId: string): Promise<void> {
  await db(tx)
    .updateTable('clan_activities')
    .set({ username: FORMER_MEMBER, user_id: null })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Other players' clan notifications that name the player ('X joined your clan'): they are removed,
 * since their text cannot be rewritten in each reader's language. Only clan notifications name
 * another player.
 */
export async function deleteClanNotificationsNaming(tx: Em, userId: string, username: string): Promise<void> {
  await db(tx)
    .deleteFrom('notifications')
    .where('type', '=', 'clan')
    .where('user_id', '<>', userId)
    .where((eb) =>
      eb.or([
        eb(eb.fn<number>('strpos', ['title', eb.val(username)]), '>', 0),
        eb(eb.fn<number>('strpos', ['body', eb.val(username)]), '>', 0),
      ]),
    )
    .execute();
}

/** Messages a player with the admin role sent to others keep their text but no longer name the sender. */
export async function forgetSenderOfMessages(tx: Em, userId: string, username: string): Promise<void> {
  await db(tx)
    .updateTable('notifications')
    .set({
      data: sql<
        Database['notifications']['data']
      >`jsonb_set(data, '{from}', to_jsonb(${FORMER_MEMBER}::text))`,
    })
    .where('type', '=', 'admin_message')
    .where('user_id', '<>', userId)
    .where((eb) => eb(eb.ref('data', '->>').key('from'), '=', username))
    .execute();
}

/** The addresses in the player's own e-mail-change audit rows go with the account (the rows stay). */
export async function scrubEmailAudit(tx: Em, userId: string): Promise<void> {
  await db(tx)
    .updateTable('audit_logs')
    .set({ old_values: null, new_values: null })
    .where('resource_type', '=', 'user')
    .where('resource_id', '=', userId)
    .where('action', 'like', 'user.email%')
    .execute();
}

/**
 * Deletes the account row; the database removes what hangs on it (quests, tasks, focus sessions,
 * items, companions, achievements, activity, notifications, chat messages, boss rewards, pending
 * e-mail changes) and detaches what others keep (boss hits, audit rows, led parties and clans).
 */
export async function deleteUserRow(tx: Em, userId: string): Promise<void> {
  await db(tx).deleteFrom('session').where('user_id', '=', userId).execute();
  await db(tx).deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * A context of its own for reads that must see the rows as committed, not what the request's
 * identity map still holds of them (a party after its member left), or that outlive the request
 * (an export streamed after its handler returned).
 */
export const ownContext = (em: Em): Em => em.fork();

/** The player's password hash, for checking a password they type. */
export async function passwordHashOf(em: Em, userId: string): Promise<string | null> {
  const row = await db(em).selectFrom('users').select('password').where('id', '=', userId).executeTakeFirst();
  return row?.password ?? null;
}

/** A new password (its hash); an outstanding reset link dies with the old one. */
export async function setPassword(tx: Em, userId: string, password: string): Promise<void> {
  await db(tx)
    .updateTable('users')
    .set({ password, password_reset_token: null, password_reset_expires: null })
    .where('id', '=', userId)
    .execute();
}

/** Drops the player's pending e-mail change, if any. */
export async function deleteEmailChange(tx: Em, userId: string): Promise<void> {
  await db(tx).deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

/**
 * A pending e-mail change, replacing an earlier one (one per player): the new address and the hash
 * of the token mailed to it. The id is a random UUID made here, as the entity made it.
 */
export async function replaceEmailChange(
  tx: Em,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await deleteEmailChange(tx, change.userId);
  await db(tx)
    .insertInto('email_changes')
    .values({
      id: randomUUID(),
      user_id: change.userId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt,
      created_at: change.now,
    })
    .execute();
}

/**
 * Consumes an unexpired e-mail change by its token's hash in one conditional DELETE (single use,
 * even when the link is opened twice at once): whose it was and the address it moves to, or null.
 */
export async function consumeEmailChange(
  tx: Em,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | null> {
  const row = await db(tx)
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Row ids and links to other rows: the export names things instead. */
const ID_COLUMN = /^id$|_id$/;

/** Never in an export: the password hash, tokens and their expiry, and bare ids of other rows. */
const HIDDEN_PROFILE_COLUMN =
  /password|token|secret|^email_verification_expires$|^(party|clan)_id$|^equipped_pet$/;

const withoutColumns = (row: object, hidden: RegExp): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.test(key)));

type Read = (k: Kysely<Database>, userId: string) => { execute(): Promise<object[]> };

/**
 * The player's data for their export, one section at a time, each read when it is written out.
 * Names rather than ids wherever a person reads them; never a hash, a token or a session key.
 */
export function exportSections(em: Em, userId: string): [string, () => Promise<unknown>][] {
  // Whole rows (columns added later are exported too), without the ids that mean nothing to a person.
  const rows = (read: Read) => async () =>
    (await read(db(em), userId).execute()).map((row) => withoutColumns(row, ID_COLUMN));
  return [
    ['profile', () => profileOf(em, userId)],
    ['quests', rows(questsOf)],
    ['tasks', rows(tasksOf)],
    ['focusSessions', rows(focusSessionsOf)],
    ['items', rows(itemsOf)],
    ['companions', rows(companionsOf)],
    ['achievements', rows(achievementsOf)],
    ['notifications', rows(notificationsOf)],
    ['chatMessages', rows(chatMessagesOf)],
    ['activity', rows(activityOf)],
    ['clanActivity', rows(clanActivityOf)],
    ['bossHits', rows(bossHitsOf)],
    ['bossRewards', rows(bossRewardsOf)],
    ['contactMessages', rows(contactMessagesOf)],
    ['sessions', rows(sessionsOf)],
    ['accountChanges', rows(accountChangesOf)],
  ];
}

/** Every column of the account (new ones included), minus secrets and internal links. */
async function profileOf(em: Em, userId: string): Promise<Record<string, unknown> | null> {
  const row = await db(em)
    .selectFrom('users as u')
    .leftJoin('parties as p', 'p.id', 'u.party_id')
    .leftJoin('clans as c', 'c.id', 'u.clan_id')
    .selectAll('u')
    .select(['p.name as party', 'c.name as clan'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? withoutColumns(row, HIDDEN_PROFILE_COLUMN) : null;
}

const questsOf: Read = (k, userId) =>
  k.selectFrom('quests').selectAll().where('user_id', '=', userId).orderBy('created_at');

const tasksOf: Read = (k, userId) =>
  k.selectFrom('tasks').selectAll().where('user_id', '=', userId).orderBy('created_at');

const focusSessionsOf: Read = (k, userId) =>
  k
    .selectFrom('focus_sessions as f')
    .leftJoin('tasks as t', 't.id', 'f.task_id')
    .selectAll('f')
    .select('t.title as task')
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at');

const itemsOf: Read = (k, userId) =>
  k
    .selectFrom('inventory_entries as e')
    .innerJoin('items as i', 'i.id', 'e.item_id')
    .select(['i.name as item', 'i.type', 'e.quantity', 'e.equipped', 'e.obtained_at'])
    .where('e.user_id', '=', userId)
    .orderBy('e.obtained_at');

const companionsOf: Read = (k, userId) =>
  k.selectFrom('companions').selectAll().where('user_id', '=', userId).orderBy('created_at');

const achievementsOf: Read = (k, userId) =>
  k
    .selectFrom('user_achievements as ua')
    .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
    .select(['a.title as achievement', 'a.points', 'ua.earned_at'])
    .where('ua.user_id', '=', userId)
    .orderBy('ua.earned_at');

const notificationsOf: Read = (k, userId) =>
  k.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at');

const chatMessagesOf: Read = (k, userId) =>
  k
    .selectFrom('chat_messages as m')
    .innerJoin('parties as p', 'p.id', 'm.party_id')
    .select(['p.name as party', 'm.text', 'm.removed_at', 'm.created_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at');

const activityOf: Read = (k, userId) =>
  k
    .selectFrom('activity_events')
    .select(['type', 'subject', 'data', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at');

const clanActivityOf: Read = (k, userId) =>
  k
    .selectFrom('clan_activities as a')
    .innerJoin('clans as c', 'c.id', 'a.clan_id')
    .select(['c.name as clan', 'a.type', 'a.subject', 'a.created_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at');

const bossHitsOf: Read = (k, userId) =>
  k
    .selectFrom('boss_hits as h')
    .innerJoin('bosses as b', 'b.id', 'h.boss_id')
    .select(['b.name as boss', 'h.damage', 'h.created_at'])
    .where('h.user_id', '=', userId)
    .orderBy('h.created_at');

const bossRewardsOf: Read = (k, userId) =>
  k
    .selectFrom('boss_rewards as r')
    .innerJoin('bosses as b', 'b.id', 'r.boss_id')
    .select(['b.name as boss', 'r.experience', 'r.gold', 'r.created_at'])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at');

const contactMessagesOf: Read = (k, userId) =>
  k.selectFrom('contact_messages').selectAll().where('user_id', '=', userId).orderBy('created_at');

const sessionsOf: Read = (k, userId) =>
  k
    .selectFrom('session')
    .select(['user_agent', 'last_seen_at', 'expire as expires_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', (o) => o.desc().nullsLast());

const accountChangesOf: Read = (k, userId) =>
  k
    .selectFrom('audit_logs')
    .select(['action', 'ip_address', 'user_agent', 'timestamp'])
    .where('actor_user_id', '=', userId)
    .orderBy('timestamp');
