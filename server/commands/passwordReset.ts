import type { Em, Orm } from '../../db/orm.ts';
import { ERROR_CODES } from '../../protocol/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { destroyUserSessions, publicSessionId } from '../auth/sessionStore.ts';
import { createToken, hashToken, RESET_TOKEN_TTL_MS } from '../auth/tokens.ts';
import { findUserByEmail, resetPasswordByToken, setPasswordResetToken } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../lib/httpErrors.ts';
import { resetMail } from '../mail/templates.ts';
import { publishSessionsEnded } from '../realtime/publish/account.ts';

/** Mails a reset link to an existing, active account; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'clock' | 'mail' | 'urls'>,
  em: Em,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(em, email);
  if (!user || !user.isActive) return;
  const token = createToken();
  await setPasswordResetToken(em, user.id, {
    hash: token.hash,
    expires: new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${deps.urls.publicUrl()}/reset-password?token=${token.token}`;
  deps.mail.dispatch(resetMail(user.email, user.username, user.language, link));
}

export const invalidResetToken = () =>
  new HttpError(
    400,
    'This reset link is invalid or has expired. Please request a new one.',
    ERROR_CODES.invalidToken,
  );

/**
 * Sets a new password if the token is valid, consuming the token in the same conditional UPDATE
 * (single use), then ends every session of the account so a stolen session dies with the old password.
 * A reset also proves control of the mailbox, so it verifies the address.
 */
export async function resetPassword(
  orm: Orm,
  em: Em,
  token: string,
  newPassword: string,
  now: Date,
): Promise<void> {
  const password = await hashPassword(newPassword);
  const id = await resetPasswordByToken(em, hashToken(token), password, now);
  if (!id) throw invalidResetToken();
  const ended = await destroyUserSessions(orm, id);
  // Their open tabs lose their sockets too, on every instance (after the answer's commit).
  publishSessionsEnded(ended.map(publicSessionId));
}
