import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { CookieSigner } from '../../server/auth/cookieSigner.ts';

const secret = 'a-session-secret-of-enough-length';
const data = 'qp.sid=J3p0cW9rX2V4YW1wbGVfc2Vzc2lvbl9pZF8xMjM0NTY3';

describe('the session cookie signature', () => {
  it("is Keygrip's: cookies signed before stay valid, and Keygrip accepts ours", () => {
    const signer = new CookieSigner(secret);
    const keygrip = new Keygrip([secret]);
    expect(signer.sign(data)).toBe(keygrip.sign(data));
    expect(signer.verify(data, keygrip.sign(data))).toBe(true);
    expect(keygrip.verify(data, signer.sign(data))).toBe(true);
    expect(signer.index(data, keygrip.sign(data))).toBe(0);
  });

  it('refuses another value, another secret, a truncated or an empty signature', () => {
    const signer = new CookieSigner(secret);
    const good = signer.sign(data);
    expect(signer.verify(`${data}x`, good)).toBe(false);
    expect(signer.verify(data, new CookieSigner('another-secret').sign(data))).toBe(false);
    expect(signer.verify(data, good.slice(0, -1))).toBe(false);
    expect(signer.index(data, '')).toBe(-1);
    // A flipped character of the same length.
    const flipped = `${good[0] === 'A' ? 'B' : 'A'}${good.slice(1)}`;
    expect(signer.verify(data, flipped)).toBe(false);
  });
});
