import { z } from 'zod';
import { safeText } from '../text.ts';

export const NOTIFICATION_TYPES = [
  'admin_message',
  'achievement',
  'boss',
  'clan',
  'reminder',
  'focus',
  'party_invite',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a `reminder` notification's `data` names: the quest or task it reminds of. */
export const REMINDER_KINDS = ['quest', 'task'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const notificationSchema = z.object({
  id: safeText(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: safeText(),
  body: safeText(),
  data: z.record(safeText(), z.union([safeText(), z.number(), z.boolean(), z.null()])),
  read: z.boolean(),
  readAt: safeText().nullable(),
  createdAt: safeText(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

export const notificationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(30),
  unreadOnly: z.enum(['true', 'false']).optional().default('false'),
});

/** `POST /api/notifications/{id}/read`: the notification as it is now, and what is still unread. */
export const markReadResponseSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});

/** `POST /api/notifications/read-all`. */
export const markAllReadResponseSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
