import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';

/** Usernames are unique case-insensitively (backed by a unique index on lower(username)). */
export async function findUserByUsername(em: Em, username: string): Promise<User | null> {
  const row = await db(em)
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .limit(1)
    .executeTakeFirst();
  return row ? em.findOne(User, row.id) : null;
}

/** E-mails are stored lower-cased, so an exact match is case-insensitive. */
export const findUserByEmail = (em: Em, email: string): Promise<User | null> =>
  em.findOne(User, { email: email.trim().toLowerCase() });

/**
 * The account a login names, with its password hash, in one statement whether it exists or not:
 * a known account must cost no more reads than an unknown one, or the answer's timing would tell
 * which addresses and names have accounts.
 */
export async function findUserForLogin(
  em: Em,
  login: { email: string } | { username: string },
): Promise<User | null> {
  const row = await db(em)
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      'email' in login
        ? eb('email', '=', login.email.trim().toLowerCase())
        : eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(login.username)])),
    )
    .limit(1)
    .executeTakeFirst();
  return row ? em.map(User, row) : null;
}
