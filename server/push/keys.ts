import { createECDH, ECDH } from 'node:crypto';
import { PUSH_AUTH_BYTES, PUSH_P256DH_BYTES } from '../../protocol/api/push.ts';

/**
 * The P-256 keys of Web Push, checked as the cryptography will use them: a browser's subscription
 * keys (RFC 8291) and the server's VAPID pair (RFC 8292). A key that fails here can never encrypt
 * or sign a push, so it is refused where it comes in rather than failing at every send.
 */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or null when it is not base64url. */
function bytesOf(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** True for an uncompressed P-256 point (0x04, x, y) that lies on the curve. */
export function isP256PublicKey(text: string): boolean {
  const bytes = bytesOf(text);
  if (bytes?.length !== PUSH_P256DH_BYTES || bytes[0] !== 0x04) return false;
  try {
    // OpenSSL decodes the point and refuses coordinates off the curve (or beyond the field).
    ECDH.convertKey(bytes, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

export type KeyCheck = { ok: true } | { ok: false; path: string[]; message: string };

/** Checks a subscription's keys: the browser's public key, and its 16-byte auth secret. */
export function checkSubscriptionKeys(keys: { p256dh: string; auth: string }): KeyCheck {
  if (!isP256PublicKey(keys.p256dh)) {
    return {
      ok: false,
      path: ['keys', 'p256dh'],
      message: 'keys.p256dh must be an uncompressed P-256 public key on the curve (65 bytes, base64url)',
    };
  }
  if (bytesOf(keys.auth)?.length !== PUSH_AUTH_BYTES) {
    return {
      ok: false,
      path: ['keys', 'auth'],
      message: `keys.auth must be the subscription auth secret: ${PUSH_AUTH_BYTES} bytes, base64url`,
    };
  }
  return { ok: true };
}

/**
 * Why a VAPID key pair cannot sign, or null when it can: the public key an uncompressed P-256
 * point on the curve, the private key a 32-byte scalar of the curve, and the two one pair.
 */
export function vapidPairProblem(
  publicKey: string,
  privateKey: string,
): { name: string; message: string } | null {
  if (!isP256PublicKey(publicKey)) {
    return {
      name: 'VAPID_PUBLIC_KEY',
      message: 'must be an uncompressed P-256 public key on the curve (65 bytes, base64url)',
    };
  }
  const secret = bytesOf(privateKey);
  const ecdh = createECDH('prime256v1');
  try {
    if (secret?.length !== 32) throw new Error('not 32 bytes');
    ecdh.setPrivateKey(secret);
  } catch {
    return { name: 'VAPID_PRIVATE_KEY', message: 'must be a P-256 private key (32 bytes, base64url)' };
  }
  if (!ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))) {
    return {
      name: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
      message: 'are not one key pair (the public key does not belong to the private key)',
    };
  }
  return null;
}
