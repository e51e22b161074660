import { z } from 'zod';
import { clanActivityItemSchema } from '../api/clans.ts';
import { notificationSchema } from '../api/notifications.ts';
import { safeText } from '../text.ts';

/** `clan:activity`: one new entry of the clan's feed. */
export const clanActivityPayloadSchema = z.object({ clanId: safeText(), item: clanActivityItemSchema });
export type ClanActivityPayload = z.infer<typeof clanActivityPayloadSchema>;

/** `notification`: one new notification for this player. */
export const notificationPayloadSchema = z.object({ notification: notificationSchema });
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;
