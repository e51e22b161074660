import { defineEntity, p } from '@mikro-orm/core';
import { ACTIVITY_TYPES } from '../../protocol/api/activity.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/** One entry of a player's activity feed, written in the same transaction as the event. */
const ActivityEventSchema = defineEntity({
  name: 'ActivityEvent',
  tableName: 'activity_events',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    type: p.enum(ACTIVITY_TYPES),
    subject: p.string().length(200),
    data: p.json<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'activity_events_user_created_idx', properties: ['user', 'createdAt'] }],
});

export class ActivityEvent extends ActivityEventSchema.class {}
ActivityEventSchema.setClass(ActivityEvent);

export { ActivityEventSchema };
