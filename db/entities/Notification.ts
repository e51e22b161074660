import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../protocol/api/notifications.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/** Something addressed to one player, read or unread. */
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    type: p.enum(NOTIFICATION_TYPES),
    priority: p.enum(NOTIFICATION_PRIORITIES).default('normal'),
    title: p.string().length(200),
    body: p.string().length(2000),
    data: p.json<Record<string, string | number | boolean | null>>(),
    readAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  indexes: [
    { name: 'notifications_user_created_idx', properties: ['user', 'createdAt'] },
    { name: 'notifications_user_read_idx', properties: ['user', 'readAt'] },
  ],
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);

export { NotificationSchema };
