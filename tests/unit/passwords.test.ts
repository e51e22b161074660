import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../../server/auth/passwords.ts';
import { createToken, hashToken } from '../../server/auth/tokens.ts';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters in PHC format, salted per hash', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMS).toMatchObject({ memory: 19456, passes: 2, parallelism: 1 });
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes, stored only as their SHA-256', () => {
    const { token, hash } = createToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(createToken().token).not.toBe(token);
  });
});
