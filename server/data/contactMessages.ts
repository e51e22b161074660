import { ContactMessage } from '../../db/entities/ContactMessage.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';

/** One page of messages to the team, newest first, each with its linked account. */
export const contactMessagePage = (
  em: Em,
  page: number,
  limit: number,
): Promise<[ContactMessage[], number]> =>
  em.findAndCount(
    ContactMessage,
    {},
    {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
      offset: (page - 1) * limit,
      populate: ['user'],
    },
  );

/** How many messages still wait for an answer. */
export const openContactMessages = (em: Em): Promise<number> => em.count(ContactMessage, { handledAt: null });

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

export const contactMessageById = (em: Em, id: string): Promise<ContactMessage | null> =>
  em.findOne(ContactMessage, id, { populate: ['user'] });
