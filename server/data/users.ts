import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/** The unique constraint or index a statement's error says it violated; null for any other error. */
export function violatedUnique(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** The account whose username this is, compared case-insensitively (as the unique index does). */
const named = (username: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)]));

/** Usernames are unique case-insensitively (backed by a unique index on lower(username)). */
export async function findUserByUsername(em: Em, username: string): Promise<User | null> {
  const id = await usernameOwner(em, username);
  return id ? em.findOne(User, id) : null;
}

/** The id of the account with this username (case-insensitively), if there is one. */
export async function usernameOwner(em: Em, username: string): Promise<string | null> {
  const row = await db(em)
    .selectFrom('users')
    .select('id')
    .where(named(username))
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether an account has this address (stored lower-cased: the caller gives it so). */
export async function emailInUse(em: Em, email: string): Promise<boolean> {
  const row = await db(em).selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** E-mails are stored lower-cased, so an exact match is case-insensitive. */
export async function findUserByEmail(em: Em, email: string): Promise<UserRecord | null> {
  const row = await db(em)
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? userRecordOf(row) : null;
}

/**
 * The account a login names, with its password hash, in one statement whether it exists or not:
 * a known account must cost no more reads than an unknown one, or the answer's timing would tell
 * which addresses and names have accounts.
 */
export async function findUserForLogin(
  em: Em,
  login: { email: string } | { username: string },
): Promise<{ user: UserRecord; password: string } | null> {
  const row = await db(em)
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      'email' in login ? eb('email', '=', login.email.trim().toLowerCase()) : named(login.username)(eb),
    )
    .limit(1)
    .executeTakeFirst();
  return row ? { user: userRecordOf(row), password: row.password } : null;
}

/** A new account's own fields; every figure starts as the table's defaults say. */
export interface NewPlayer {
  email: string;
  username: string;
  /** The password's hash. */
  password: string;
  language: string;
  timezone: string;
  emailVerificationToken: string | null;
  emailVerificationExpires: Date | null;
}

/**
 * Writes a new account: the player as written, or which of the address and the username another
 * account holds (two registrations racing past the caller's checks; the unique indexes decide).
 * The id is a random UUID made here and the creation time the system's, as the entity made them.
 */
export async function insertPlayer(
  em: Em,
  player: NewPlayer,
): Promise<{ user: UserRecord } | { taken: 'email' | 'username' }> {
  const at = new Date();
  try {
    const row = await db(em)
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: player.email,
        username: player.username,
        password: player.password,
        language: player.language,
        timezone: player.timezone,
        email_verification_token: player.emailVerificationToken,
        email_verification_expires: player.emailVerificationExpires,
        notification_prefs: {},
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: userRecordOf(row) };
  } catch (err) {
    const constraint = violatedUnique(err);
    if (constraint === null) throw err;
    return { taken: constraint === 'users_email_unique' ? 'email' : 'username' };
  }
}

/**
 * Verifies the address whose token this is, consuming the token in the same conditional UPDATE
 * (unused, unexpired): a link works exactly once even when opened twice at the same time.
 */
export async function consumeVerificationToken(em: Em, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db(em)
    .updateTable('users')
    .set({ email_verified: true, email_verification_token: null, email_verification_expires: null })
    .where('email_verification_token', '=', tokenHash)
    .where('email_verification_expires', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Stores a fresh verification token (its hash) for an account. `updated_at` takes the system's
 * time, as the entity's flush stamped it.
 */
export async function setVerificationToken(
  em: Em,
  userId: string,
  token: { hash: string; expires: Date },
): Promise<void> {
  await db(em)
    .updateTable('users')
    .set({
      email_verification_token: token.hash,
      email_verification_expires: token.expires,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Stores a fresh password reset token (its hash) for an account. `updated_at` takes the system's
 * time, as the entity's flush stamped it.
 */
export async function setPasswordResetToken(
  em: Em,
  userId: string,
  token: { hash: string; expires: Date },
): Promise<void> {
  await db(em)
    .updateTable('users')
    .set({ password_reset_token: token.hash, password_reset_expires: token.expires, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Sets a new password (its hash) on the active account whose unexpired reset token this is,
 * consuming the token in the same conditional UPDATE (single use). A reset proves control of the
 * mailbox, so the address counts as verified too. Answers the account's id, or null.
 */
export async function resetPasswordByToken(
  em: Em,
  tokenHash: string,
  password: string,
  now: Date,
): Promise<string | null> {
  const row = await db(em)
    .updateTable('users')
    .set({
      password,
      password_reset_token: null,
      password_reset_expires: null,
      email_verified: true,
      email_verification_token: null,
      email_verification_expires: null,
    })
    .where('password_reset_token', '=', tokenHash)
    .where('password_reset_expires', '>', now)
    .where('is_active', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Moves an account to a new address (`verified`: the link mailed to it was followed). False when
 * another account holds the address: the unique index refused it, and the caller's transaction
 * can only roll back.
 */
export async function setPlayerEmail(
  tx: Em,
  userId: string,
  email: string,
  options: { verified?: boolean } = {},
): Promise<boolean> {
  try {
    await db(tx)
      .updateTable('users')
      .set(options.verified ? { email, email_verified: true } : { email })
      .where('id', '=', userId)
      .execute();
    return true;
  } catch (err) {
    if (violatedUnique(err) === null) throw err;
    return false;
  }
}
