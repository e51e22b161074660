import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Party } from './Party.ts';
import { User } from './User.ts';

/** A party chat message; removed messages keep their row (who removed it, when) but not their text. */
const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_messages',
  properties: {
    id: uuidPrimaryKey(),
    party: () => p.manyToOne(Party).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    text: p.string().length(500),
    removedAt: p.datetime().nullable(),
    removedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'chat_messages_party_created_idx', properties: ['party', 'createdAt'] }],
});

export class ChatMessage extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessage);

export { ChatMessageSchema };
