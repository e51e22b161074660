import { ContactMessage } from '../../db/entities/ContactMessage.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { ContactRequest } from '../../protocol/api/contact.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
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
  sender: { user: User | undefined; ip: string },
  now: Date,
): Promise<ContactMessage> {
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
  const message = em.create(ContactMessage, {
    email: input.email,
    topic: input.topic,
    message: input.message,
    language: input.language ?? sender.user?.language ?? null,
    user: account,
    signedIn: sender.user !== undefined,
    createdAt: now,
    handledAt: null,
  });
  await em.flush();
  return message;
}
