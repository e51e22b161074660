import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

/**
 * A browser's Web Push subscription of a player (one row per endpoint). Written and read by plain
 * statements only (`server/data/pushSubscriptions.ts`); the entity describes the table, so its
 * queries are typed from it.
 */
const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    endpoint: p.text().unique('push_subscriptions_endpoint_unique'),
    p256dh: p.text(),
    auth: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
    /** Pushes the push service refused for good in a row (server/push/sender.ts). */
    refusedInARow: p.integer().default(0).fieldName('refused_in_a_row'),
  },
  indexes: [{ name: 'push_subscriptions_user_idx', properties: ['user'] }],
});

export class PushSubscription extends PushSubscriptionSchema.class {}
PushSubscriptionSchema.setClass(PushSubscription);

export { PushSubscriptionSchema };
