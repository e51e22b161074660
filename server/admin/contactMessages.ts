import type { Em } from '../../db/orm.ts';
import {
  type ContactMessageRecord,
  contactMessageById,
  contactMessageExists,
  markContactMessageHandled,
} from '../data/contactMessages.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import type { AdminActor } from './actor.ts';
import { type RequestInfo, writeAudit } from './audit.ts';

/**
 * 'Mark handled' on a message to the team: set once (a second click, or a second admin at the same
 * moment, answers 409 and writes nothing), audited in the same transaction.
 */
export async function markContactHandled(
  em: Em,
  id: string,
  c: { actor: AdminActor; request: RequestInfo },
): Promise<ContactMessageRecord> {
  const now = c.request.now;
  return em.transactional(async (tx) => {
    if (!(await markContactMessageHandled(tx, id, now))) {
      if (!(await contactMessageExists(tx, id))) throw notFound('Message not found');
      throw conflict('This message was already marked handled.');
    }
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'contact.handle',
        resourceType: 'contact_message',
        resourceId: id,
        oldValues: { handledAt: null },
        newValues: { handledAt: now.toISOString() },
      },
      now,
    );
    const message = await contactMessageById(tx, id);
    if (!message) throw notFound('Message not found');
    return message;
  });
}
