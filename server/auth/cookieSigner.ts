import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie's signature, compatible with Keygrip's default (HMAC-SHA1, base64url) so that
 * signed cookies stay valid, checked with one HMAC and `timingSafeEqual`. Keygrip's own constant-time
 * comparison costs two more HMACs and random bytes on every request.
 */
export class CookieSigner {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  sign(data: string): string {
    return createHmac('sha1', this.#key).update(data).digest('base64url');
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) === 0;
  }

  /** Keygrip's interface (used by the cookies package): the matching key's index, or -1. */
  index(data: string, digest: string): number {
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(String(digest));
    return given.length === expected.length && timingSafeEqual(given, expected) ? 0 : -1;
  }
}
