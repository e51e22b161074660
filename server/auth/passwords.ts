import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/**
 * argon2id at the OWASP Password Storage Cheat Sheet's first recommended setting:
 * 19 MiB of memory, 2 passes, parallelism 1. Stored in the PHC string format so the parameters
 * travel with each hash and can be raised later without breaking old hashes.
 */
export const ARGON2_PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await argon2Async('argon2id', { message: password, nonce, ...ARGON2_PARAMS });
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, nonce, tag] = match;
  const expected = Buffer.from(tag!, 'base64');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(nonce!, 'base64'),
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password with the same parameters as every stored one, verified against when
 * the account does not exist, so the check costs the same and timing reveals nothing. Made once,
 * as the module loads: made on the first unknown login, that one answer would take twice as long.
 */
const dummyHash: Promise<string> = hashPassword(randomBytes(16).toString('hex'));
export const getDummyHash = (): Promise<string> => dummyHash;
