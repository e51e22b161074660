import { randomUUID } from 'node:crypto';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { asDate, moment } from './moments.ts';

/** Messages to the team with the account each is linked to (its sender's columns null when none). */
const messageQuery = (em: Em) =>
  db(em)
    .selectFrom('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.created_at',
      'm.email',
      'm.topic',
      'm.message',
      'm.language',
      'm.signed_in',
      'm.handled_at',
      'u.id as sender_id',
      'u.username as sender_username',
      'u.email as sender_email',
      'u.is_banned as sender_is_banned',
      'u.is_active as sender_is_active',
    ]);

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

/** The linked account, when there is one (the outer join gives all its columns or none). */
const senderOf = (row: MessageRow) =>
  row.sender_id === null ||
  row.sender_username === null ||
  row.sender_email === null ||
  row.sender_is_banned === null ||
  row.sender_is_active === null
    ? null
    : {
        id: row.sender_id,
        username: row.sender_username,
        email: row.sender_email,
        isBanned: row.sender_is_banned,
        isActive: row.sender_is_active,
      };

const contactMessageOf = (row: MessageRow) => ({
  id: row.id,
  createdAt: asDate(row.created_at),
  email: row.email,
  topic: row.topic,
  message: row.message,
  language: row.language,
  user: senderOf(row),
  signedIn: row.signed_in,
  handledAt: moment(row.handled_at),
});

/** A message to the team as the admin list shows it (presenters/contactMessage.ts). */
export type ContactMessageRecord = ReturnType<typeof contactMessageOf>;

/** One page of messages to the team, newest first, each with its linked account, and how many there are. */
export async function contactMessagePage(
  em: Em,
  page: number,
  limit: number,
): Promise<[ContactMessageRecord[], number]> {
  const [rows, total] = await Promise.all([
    messageQuery(em)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db(em)
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // count(*) is a bigint: text from node-postgres.
  return [rows.map(contactMessageOf), Number(total.n)];
}

/** How many messages still wait for an answer. */
export async function openContactMessages(em: Em): Promise<number> {
  const row = await db(em)
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks a message handled once: a conditional update, so two admins clicking together record one
 * handling (and one audit row). Answers false when it was handled already or does not exist.
 */
export async function markContactMessageHandled(tx: Em, id: string, now: Date): Promise<boolean> {
  const rows = await db(tx)
    .updateTable('contact_messages')
    .set({ handled_at: now })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Whether a message with this id exists. */
export async function contactMessageExists(em: Em, id: string): Promise<boolean> {
  const row = await db(em)
    .selectFrom('contact_messages')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function contactMessageById(em: Em, id: string): Promise<ContactMessageRecord | null> {
  const row = await messageQuery(em).where('m.id', '=', id).executeTakeFirst();
  return row ? contactMessageOf(row) : null;
}

/**
 * Stores a message to the team, open until an admin handles it. The id is a random UUID made here,
 * as the entity made it.
 */
export async function insertContactMessage(
  em: Em,
  message: {
    email: string;
    topic: ContactMessageRecord['topic'];
    message: string;
    language: string | null;
    userId: string | null;
    signedIn: boolean;
    now: Date;
  },
): Promise<void> {
  await db(em)
    .insertInto('contact_messages')
    .values({
      id: randomUUID(),
      created_at: message.now,
      email: message.email,
      topic: message.topic,
      message: message.message,
      language: message.language,
      user_id: message.userId,
      signed_in: message.signedIn,
      handled_at: null,
    })
    .execute();
}
