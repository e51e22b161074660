import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate } from './moments.ts';

/** An account of the admin area (not a player), as its table holds it. */
type AdminUserRow = Selectable<Database['admin_users']>;
export type AdminRole = AdminUserRow['role'];

/** Arbitrary constant naming the first-admin setup among PostgreSQL advisory locks. */
const SETUP_LOCK = 4_711_2027;

/** Takes the first-admin setup's advisory lock until the transaction ends: racing setups go one by one. */
export async function lockAdminSetup(tx: Em): Promise<void> {
  await db(tx)
    .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(SETUP_LOCK)]).as('locked'))
    .execute();
}

/** Whether the admin area has any account yet (the first-admin setup is open until it has). */
export async function anyAdminAccount(em: Em): Promise<boolean> {
  const row = await db(em).selectFrom('admin_users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The admin account with this username in any case, with its password hash; null when none. */
export async function findAdminByUsername(em: Em, username: string) {
  const row = await db(em)
    .selectFrom('admin_users')
    .select(['id', 'username', 'password', 'role', 'is_active'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .limit(1)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, password: row.password, role: row.role, isActive: row.is_active }
    : null;
}

/** An admin account as signing in reads it (with its password hash). */
export type AdminSignIn = NonNullable<Awaited<ReturnType<typeof findAdminByUsername>>>;

/**
 * A new admin account, active, inside the caller's transaction; `createdBy` is the admin account
 * that made it (null for the first one, or when a player with the admin role did). The id is a
 * random UUID made here, as the entity made it.
 */
export async function insertAdminAccount(
  tx: Em,
  account: { username: string; password: string; role: AdminRole; createdBy: string | null },
  now: Date,
) {
  return db(tx)
    .insertInto('admin_users')
    .values({
      id: randomUUID(),
      username: account.username,
      password: account.password,
      role: account.role,
      created_by_id: account.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'username', 'role'])
    .executeTakeFirstOrThrow();
}

/** An admin account as its creation answers it: `{ id, username, role }`. */
export type NewAdminAccount = Awaited<ReturnType<typeof insertAdminAccount>>;

/** Notes an account's successful sign-in. */
export async function recordAdminLogin(tx: Em, adminUserId: string, now: Date): Promise<void> {
  await db(tx)
    .updateTable('admin_users')
    .set({ last_login: now, updated_at: now })
    .where('id', '=', adminUserId)
    .execute();
}

/**
 * The row behind a new admin-area token, active until `expiresAt`; answers its id (the token's
 * `jti`). Its token hash is stored once the token, which names that id, is signed
 * (`setAdminSessionToken`, same transaction).
 */
export async function insertAdminSession(
  tx: Em,
  session: { adminUserId: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db(tx)
    .insertInto('admin_sessions')
    .values({
      id,
      admin_user_id: session.adminUserId,
      session_token: 'pending',
      expires_at: session.expiresAt,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
      created_at: now,
    })
    .execute();
  return id;
}

/** Stores the SHA-256 of the token issued for a session (for audit; validity is `is_active` and expiry). */
export async function setAdminSessionToken(tx: Em, sessionId: string, tokenHash: string): Promise<void> {
  await db(tx)
    .updateTable('admin_sessions')
    .set({ session_token: tokenHash })
    .where('id', '=', sessionId)
    .execute();
}

/** Revokes a session: its token is refused from now on (logout). */
export async function endAdminSession(tx: Em, sessionId: string): Promise<void> {
  await db(tx).updateTable('admin_sessions').set({ is_active: false }).where('id', '=', sessionId).execute();
}

/** The session a token names, with its account; null when there is none. */
export async function adminSessionById(em: Em, sessionId: string) {
  const row = await db(em)
    .selectFrom('admin_sessions as s')
    .innerJoin('admin_users as a', 'a.id', 's.admin_user_id')
    .select([
      's.id',
      's.is_active',
      's.expires_at',
      'a.id as admin_user_id',
      'a.username',
      'a.role',
      'a.is_active as admin_is_active',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    isActive: row.is_active,
    expiresAt: asDate(row.expires_at),
    adminUser: {
      id: row.admin_user_id,
      username: row.username,
      role: row.role,
      isActive: row.admin_is_active,
    },
  };
}
