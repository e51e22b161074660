import { randomUUID } from 'node:crypto';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { asDate, moment } from './moments.ts';
import type { Runner } from './prepared.ts';

/** Messages with their author's name (an author always exists: their messages go with them). */
function messages(runner: Runner) {
  return db(runner)
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select('u.username');
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirstOrThrow']>>;

/** A chat message with its author's name, as answers and pushes show it. */
export function chatMessageRecordOf(row: MessageRow) {
  return {
    id: row.id,
    partyId: row.party_id,
    userId: row.user_id,
    username: row.username,
    text: row.text,
    removedAt: moment(row.removed_at),
    removedById: row.removed_by_id,
    createdAt: asDate(row.created_at),
  };
}

export type ChatMessageRecord = ReturnType<typeof chatMessageRecordOf>;

/** A party's latest messages, oldest first (the order a chat shows them). */
export async function chatHistory(em: Em, partyId: string, limit: number): Promise<ChatMessageRecord[]> {
  const latest = await messages(em)
    .where('m.party_id', '=', partyId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return latest.map(chatMessageRecordOf).reverse();
}

export async function chatMessageById(runner: Runner, messageId: string): Promise<ChatMessageRecord | null> {
  const row = await messages(runner).where('m.id', '=', messageId).executeTakeFirst();
  return row ? chatMessageRecordOf(row) : null;
}

/** Who may write in a party's chat: the player's party and name (null without a party). */
export async function chatAuthor(
  runner: Runner,
  userId: string,
): Promise<{ partyId: string; username: string } | null> {
  const row = await db(runner)
    .selectFrom('users')
    .select(['party_id', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.party_id ? { partyId: row.party_id, username: row.username } : null;
}

/** A new message of a member to their party: the message as written. */
export async function insertChatMessage(
  tx: Runner,
  message: { partyId: string; userId: string; username: string; text: string },
  now: Date,
): Promise<ChatMessageRecord> {
  const row = await db(tx)
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      party_id: message.partyId,
      user_id: message.userId,
      text: message.text,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return chatMessageRecordOf({ ...row, username: message.username });
}

/**
 * A moderator removes a message: its row stays (who, when), its text goes. Once: a message already
 * removed keeps its first removal. Answers whether this call removed it.
 */
export async function removeChatText(
  tx: Runner,
  messageId: string,
  moderatorId: string,
  now: Date,
): Promise<boolean> {
  const removed = await db(tx)
    .updateTable('chat_messages')
    .set({ removed_at: now, removed_by_id: moderatorId, text: '' })
    .where('id', '=', messageId)
    .where('removed_at', 'is', null)
    .returning('id')
    .execute();
  return removed.length > 0;
}
