import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_TOPICS } from '../../protocol/api/contact.ts';
import { CONTACT_MESSAGE_MAX, EMAIL_MAX } from '../../protocol/limits.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/**
 * A message to the team from the contact page (a suspended player's only way to reach anyone).
 * Linked to an account when the sender was signed in, or when the address typed is an account's
 * (`signedIn` says which); it goes with the account when the player erases it.
 */
const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    email: p.string().length(EMAIL_MAX),
    topic: p.enum(CONTACT_TOPICS),
    message: p.string().length(CONTACT_MESSAGE_MAX),
    language: p.string().length(8).nullable(),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index('contact_messages_user_idx'),
    signedIn: p.boolean().default(false),
    handledAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'contact_messages_created_at_idx', properties: ['createdAt'] }],
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);

export { ContactMessageSchema };
