import type { Em } from '../../db/orm.ts';
import type { ContactRequest } from '../../protocol/api/contact.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import { insertContactMessage } from '../data/contactMessages.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { findUserByEmail } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../lib/httpErrors.ts';

/**
 * A message to the team from the contact page, open to visitors: a suspended player has no session
 * and this is how they reach anyone. Counted per IP (shared by every instance). The account is
 * linked when the sender is signed in, else when the address typed is an account's (a banned
 * player's appeal then shows whose it is; `signedIn` tells the admin it is only an address match).
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'limiters'>,
  em: Em,
  input: ContactRequest,
  sender: { user: Pick<UserRecord, 'id' | 'language'> | undefined; ip: string },
  now: Date,
): Promise<void> {
  try {
    await consumeOrReject(deps.limiters.contact, sender.ip);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) {
      const minutes = Math.max(1, Math.ceil(Number(err.headers['Retry-After'] ?? 60) / 60));
      throw new HttpError(
        429,
        `Too many messages from this connection. Please wait ${minutes} minute(s) and try again.`,
        err.code,
        { headers: err.headers },
      );
    }
    throw err;
  }
  const account = sender.user ?? (await findUserByEmail(em, input.email)) ?? null;
  await insertContactMessage(em, {
    email: input.email,
    topic: input.topic,
    message: input.message,
    language: input.language ?? sender.user?.language ?? null,
    userId: account?.id ?? null,
    signedIn: sender.user !== undefined,
    now,
  });
}
