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

/** Bytes of the browser's ECDH public key: an uncompressed P-256 point (0x04, x, y; RFC 8291). */
export const PUSH_P256DH_BYTES = 65;
/** Bytes of the browser's auth secret (RFC 8291). */
export const PUSH_AUTH_BYTES = 16;

/**
 * A base64url key of exactly `bytes` bytes, as a browser's PushSubscription.toJSON() writes it
 * (padding tolerated). Only the length and alphabet here; the server checks the point itself.
 */
const keySchema = (name: string, bytes: number, what: string) => {
  const message = `keys.${name} must be ${what}: ${bytes} bytes, base64url`;
  return safeText({ error: `keys.${name} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    .refine((value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), { error: message });
};

/** `POST /api/push/subscriptions`: the browser's PushSubscription JSON (extra fields ignored). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: keySchema('p256dh', PUSH_P256DH_BYTES, 'an uncompressed P-256 public key'),
      auth: keySchema('auth', PUSH_AUTH_BYTES, 'the subscription auth secret'),
    },
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
