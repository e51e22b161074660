import { z } from 'zod';
import { safeText } from '../text.ts';

/** `GET /api/push/public-key`: the VAPID public key the browser subscribes with (base64url). */
export const pushPublicKeySchema = z.object({ publicKey: safeText() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** Longest endpoint accepted (the push services' own are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

const endpointSchema = safeText({ error: 'endpoint is required' })
  .trim()
  .min(1, { error: 'endpoint is required' })
  .max(PUSH_ENDPOINT_MAX, { error: `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters` });

/** A base64url key as a browser's PushSubscription.toJSON() writes it. */
const keySchema = (name: string, max: number) =>
  safeText({ error: `keys.${name} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `keys.${name} must be base64url` })
    .max(max, { error: `keys.${name} is too long` });

/** `POST /api/push/subscriptions`: the browser's PushSubscription JSON (extra fields ignored). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    { p256dh: keySchema('p256dh', 200), auth: keySchema('auth', 100) },
    { error: 'keys { p256dh, auth } are required' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE /api/push/subscriptions`: which subscription to forget. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });

/** What a Web Push carries to the service worker (it shows the notification and opens `url`). */
export const pushPayloadSchema = z.object({
  type: safeText(),
  title: safeText(),
  body: safeText(),
  /** The screen to open on a click. */
  url: safeText(),
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag: safeText(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
