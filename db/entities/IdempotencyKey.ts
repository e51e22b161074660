import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

/**
 * A signed-in request sent with an `Idempotency-Key` (DESIGN section 15): its player and key (the
 * primary key: the one claim that makes a repeat, on any instance, wait for or answer the first),
 * what the request was (a SHA-256 of its method, path and body), and once answered its status and
 * body. Kept 24 h. Written and read by plain statements only (`server/data/idempotency.ts`).
 */
const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    key: p.string().length(255).primary(),
    requestHash: p.string().length(64),
    /** Null while the first request is still being answered. */
    status: p.smallint().nullable(),
    response: p.json<unknown>().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'idempotency_keys_created_idx', properties: ['createdAt'] }],
});

export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);

export { IdempotencyKeySchema };
