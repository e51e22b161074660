import type { Em } from '../../db/orm.ts';
import type { LoginRequest } from '../../protocol/api/auth.ts';
import { ERROR_CODES, PHRASES } from '../../protocol/errors.ts';
import { getDummyHash, verifyPassword } from '../auth/passwords.ts';
import { recordFailure, rejectIfExhausted } from '../auth/rateLimiters.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { findUserForLogin } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { isBanActive } from '../domain/account/ban.ts';
import { forbidden, HttpError } from '../lib/httpErrors.ts';

const invalidCredentials = () =>
  new HttpError(401, `${PHRASES.invalidCredentials}.`, ERROR_CODES.invalidCredentials);

/**
 * Checks credentials under the login rate limits (DESIGN section 8): a full window answers 429
 * before the password is even looked at, so the right password does not get through either.
 */
export async function loginUser(
  deps: Pick<AppDeps, 'clock' | 'config' | 'limiters'>,
  em: Em,
  input: LoginRequest,
  ip: string,
): Promise<UserRecord> {
  const identifier = (input.email ?? input.username ?? '').toLowerCase();
  const accountKey = `${identifier}|${ip}`;
  await rejectIfExhausted(deps.limiters.loginAccountIp, accountKey);
  await rejectIfExhausted(deps.limiters.loginIp, ip);

  // Known or not, the same work until the answer: one read, one password check of the same cost
  // (a dummy hash made with the same parameters), the same failures counted. A failed login's
  // timing must not tell whether the account exists.
  const account = await findUserForLogin(
    em,
    input.email ? { email: input.email } : { username: input.username ?? '' },
  );
  const valid = await verifyPassword(input.password, account?.password ?? (await getDummyHash()));
  if (!account || !valid) {
    await recordFailure(deps.limiters.loginAccountIp, accountKey);
    await recordFailure(deps.limiters.loginIp, ip);
    throw invalidCredentials();
  }
  await deps.limiters.loginAccountIp.delete(accountKey);
  const { user } = account;

  const now = deps.clock.now();
  if (!user.isActive) {
    throw forbidden('This account has been deactivated.', ERROR_CODES.accountInactive);
  }
  if (isBanActive(user, now)) {
    const until = user.banExpiresAt ? `until ${user.banExpiresAt.toISOString()}` : 'permanently';
    throw forbidden(
      `Your account is banned ${until}. Reason: ${user.banReason ?? 'not given'}`,
      ERROR_CODES.accountBanned,
    );
  }
  if (deps.config.emailVerification === 'required' && !user.emailVerified) {
    throw forbidden(`${PHRASES.unverified}.`, ERROR_CODES.emailNotVerified);
  }
  return user;
}
