import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; only its SHA-256 is stored (DESIGN section 4). */
export const createToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
