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
