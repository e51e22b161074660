import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/**
 * An e-mail change waiting for its link (with verification on): the new address and the SHA-256 of
 * the token mailed to it. One per player; a newer request replaces it; deleted with the account.
 */
const EmailChangeSchema = defineEntity({
  name: 'EmailChange',
  tableName: 'email_changes',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').unique('email_changes_user_unique'),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64).unique('email_changes_token_unique'),
    expiresAt: p.datetime(),
    createdAt: createdAt(),
  },
});

export class EmailChange extends EmailChangeSchema.class {}
EmailChangeSchema.setClass(EmailChange);

export { EmailChangeSchema };
