import type { Em } from '../../db/orm.ts';
import type { RegisterRequest } from '../../protocol/api/auth.ts';
import { ERROR_CODES, PHRASES } from '../../protocol/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createToken, VERIFICATION_TOKEN_TTL_MS } from '../auth/tokens.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { emailInUse, insertPlayer, usernameOwner } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { conflict } from '../lib/httpErrors.ts';
import { verificationMail } from '../mail/templates.ts';

export const emailTaken = () => conflict(`${PHRASES.emailTaken}.`, ERROR_CODES.emailTaken);
export const usernameTaken = () => conflict(`${PHRASES.usernameTaken}.`, ERROR_CODES.usernameTaken);

/**
 * Creates an account. With verification required, the answer is a message and a link goes out by
 * mail; otherwise the new player is signed in by the route.
 */
export async function registerUser(
  deps: Pick<AppDeps, 'clock' | 'config' | 'mail' | 'urls'>,
  em: Em,
  input: RegisterRequest & { language: string; timezone: string },
): Promise<{ user: UserRecord; verificationRequired: boolean }> {
  if (await emailInUse(em, input.email)) throw emailTaken();
  if (await usernameOwner(em, input.username)) throw usernameTaken();

  const verificationRequired = deps.config.emailVerification === 'required';
  const token = verificationRequired ? createToken() : undefined;
  const created = await insertPlayer(em, {
    email: input.email,
    username: input.username,
    password: await hashPassword(input.password),
    language: input.language,
    timezone: input.timezone,
    emailVerificationToken: token?.hash ?? null,
    emailVerificationExpires: token ? new Date(deps.clock.now().getTime() + VERIFICATION_TOKEN_TTL_MS) : null,
  });
  // Two registrations racing past the checks: the unique indexes let one through.
  if ('taken' in created) throw created.taken === 'email' ? emailTaken() : usernameTaken();
  const { user } = created;
  if (token) {
    const link = `${deps.urls.publicUrl()}/api/verify-email?token=${token.token}`;
    deps.mail.dispatch(verificationMail(user.email, user.username, user.language, link));
  }
  return { user, verificationRequired };
}
