import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

export const SCHEDULED_KINDS = ['quest', 'task', 'focus'] as const;

/**
 * The one pending notification of a quest's or task's reminder or a focus session's end, claimed
 * when due (`server/data/reminders.ts`). Written and read by plain statements only; the entity
 * describes the table, so its queries are typed from it.
 */
const ScheduledNotificationSchema = defineEntity({
  name: 'ScheduledNotification',
  tableName: 'scheduled_notifications',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(SCHEDULED_KINDS),
    /** The quest, task or focus session (no foreign key: it names one of three tables). */
    itemId: p.uuid(),
    dueAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'scheduled_notifications_item_unique', properties: ['kind', 'itemId'] }],
  indexes: [
    { name: 'scheduled_notifications_due_idx', properties: ['dueAt'] },
    { name: 'scheduled_notifications_user_idx', properties: ['user'] },
  ],
});

export class ScheduledNotification extends ScheduledNotificationSchema.class {}
ScheduledNotificationSchema.setClass(ScheduledNotification);

export { ScheduledNotificationSchema };
