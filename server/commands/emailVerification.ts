import type { Em } from '../../db/orm.ts';
import { createToken, hashToken, VERIFICATION_TOKEN_TTL_MS } from '../auth/tokens.ts';
import { consumeVerificationToken, findUserByEmail, setVerificationToken } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { verificationMail } from '../mail/templates.ts';
import { confirmEmailChange } from './account.ts';

/**
 * Verifies the address whose token this is. One conditional UPDATE both checks the token (unused,
 * unexpired) and consumes it, so a link works exactly once even when opened twice at the same time.
 * The same link path confirms a signed-in player's new address (an e-mail change).
 */
export async function verifyEmail(em: Em, token: string, now: Date): Promise<boolean> {
  return (await consumeVerificationToken(em, hashToken(token), now)) || confirmEmailChange(em, token, now);
}

/** Sends a fresh link to an unverified account; says nothing about whether the address exists. */
export async function resendVerification(
  deps: Pick<AppDeps, 'clock' | 'mail' | 'urls'>,
  em: Em,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(em, email);
  if (!user || user.emailVerified || !user.isActive) return;
  const token = createToken();
  await setVerificationToken(em, user.id, {
    hash: token.hash,
    expires: new Date(deps.clock.now().getTime() + VERIFICATION_TOKEN_TTL_MS),
  });
  const link = `${deps.urls.publicUrl()}/api/verify-email?token=${token.token}`;
  deps.mail.dispatch(verificationMail(user.email, user.username, user.language, link));
}
