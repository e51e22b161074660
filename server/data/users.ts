import type { EntityDictionary } from '@mikro-orm/core';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

/** Usernames are unique case-insensitively (backed by a unique index on lower(username)). */
export async function findUserByUsername(em: Em, username: string): Promise<User | null> {
  const rows = await sql<{ id: string }>(
    em,
    'select id from users where lower(username) = lower(?) limit 1',
    [username],
  );
  const id = rows[0]?.id;
  return id ? em.findOne(User, id) : null;
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
  const rows =
    'email' in login
      ? await sql<EntityDictionary<User>>(em, 'select * from users where email = ? limit 1', [
          login.email.trim().toLowerCase(),
        ])
      : await sql<EntityDictionary<User>>(
          em,
          'select * from users where lower(username) = lower(?) limit 1',
          [login.username],
        );
  const row = rows[0];
  return row ? em.map(User, row) : null;
}
