import { Readable } from 'node:stream';
import type { Em } from '../../db/orm.ts';
import type { AccountSession, ChangeEmailRequest, ChangePasswordRequest } from '../../protocol/api/user.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { recordFailure, rejectIfExhausted } from '../auth/rateLimiters.ts';
import { publicSessionId, sessionDataSchema } from '../auth/sessionStore.ts';
import { createToken, hashToken, VERIFICATION_TOKEN_TTL_MS } from '../auth/tokens.ts';
import {
  anonymiseClanActivity,
  consumeEmailChange,
  deleteClanNotificationsNaming,
  deleteEmailChange,
  deleteUserRow,
  exportSections,
  forgetSenderOfMessages,
  ownContext,
  passwordHashOf,
  replaceEmailChange,
  scrubEmailAudit,
  setPassword,
} from '../data/account.ts';
import { insertAuditRow } from '../data/audit.ts';
import { partyViewById } from '../data/parties.ts';
import { lockPlayerRecord } from '../data/players.ts';
import {
  deleteOtherUserSessions,
  deleteSessionOfUser,
  liveUserSessions,
  userSessionKeys,
} from '../data/sessions.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { emailInUse, setPlayerEmail } from '../data/users.ts';
import type { AppDeps } from '../deps.ts';
import { forbidden, notFound } from '../lib/httpErrors.ts';
import { storedIp } from '../lib/storedIp.ts';
import { emailChangeMail, emailChangeNotice } from '../mail/accountMails.ts';
import {
  publishAccountDeleted,
  publishSessionRotated,
  publishSessionsEnded,
} from '../realtime/publish/account.ts';
import { publishPartyMembership } from '../realtime/publish/party.ts';
import { leaveClanInTransaction } from './clans.ts';
import { leavePartyInTransaction } from './parties.ts';
import { emailTaken } from './registerUser.ts';

/** Where a request came from, for the audit row. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

export const wrongPassword = () => forbidden('Your password is not correct.', 'wrong_password');

/** The signed-in player as checking their password needs them: the login keys they have. */
type Account = Pick<UserRecord, 'id' | 'email' | 'username'>;

/** Locks the player's row for the rest of the transaction. */
async function lockPlayer(tx: Em, userId: string): Promise<UserRecord> {
  const user = await lockPlayerRecord(tx, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Checks the player's own password under the login rate limits (DESIGN section 8): a full window
 * answers 429 before the password is looked at; a wrong one counts as a failed login for this
 * account (by e-mail and by username, as login keys it) and this IP, then answers 403.
 */
export async function confirmPassword(
  deps: Pick<AppDeps, 'clock' | 'limiters'>,
  em: Em,
  user: Account,
  password: string,
  ip: string,
): Promise<void> {
  const keys = [`${user.email.toLowerCase()}|${ip}`, `${user.username.toLowerCase()}|${ip}`];
  for (const key of keys) await rejectIfExhausted(deps.limiters.loginAccountIp, key);
  await rejectIfExhausted(deps.limiters.loginIp, ip);
  const hash = await passwordHashOf(em, user.id);
  if (hash !== null && (await verifyPassword(password, hash))) return;
  for (const key of keys) await recordFailure(deps.limiters.loginAccountIp, key);
  await recordFailure(deps.limiters.loginIp, ip);
  throw wrongPassword();
}

/** The player's own action on their account, audited in its transaction. */
async function audit(
  tx: Em,
  userId: string,
  action: string,
  request: RequestInfo,
  values: { old?: Record<string, unknown> | null; new?: Record<string, unknown> | null },
  now: Date,
): Promise<void> {
  await insertAuditRow(tx, {
    admin_user_id: null,
    actor_user_id: userId,
    action,
    resource_type: 'user',
    resource_id: userId,
    old_values: values.old ?? null,
    new_values: values.new ?? null,
    ip_address: storedIp(request.ip),
    user_agent: request.userAgent?.slice(0, 500) ?? null,
    timestamp: now,
  });
}

/**
 * A new password (the current one proves it is the player). Every other session of the account
 * ends and its sockets close on every instance; the caller rotates the current session. An
 * outstanding reset link dies with the old password.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'clock' | 'limiters'>,
  em: Em,
  user: Account,
  input: ChangePasswordRequest,
  currentSid: string,
  ip: string,
): Promise<void> {
  await confirmPassword(deps, em, user, input.currentPassword, ip);
  const password = await hashPassword(input.newPassword);
  const ended = await em.transactional(async (tx) => {
    await setPassword(tx, user.id, password);
    return deleteOtherUserSessions(tx, user.id, currentSid);
  });
  publishSessionsEnded(ended.map(publicSessionId));
}

/** After the current session got a new key, its open sockets follow it (so ending it later closes them). */
export function followRotatedSession(oldSid: string, newSid: string | undefined): void {
  if (newSid && newSid !== oldSid) publishSessionRotated(publicSessionId(oldSid), publicSessionId(newSid));
}

/**
 * A new e-mail address. With verification on it waits for the link mailed to it (the old address
 * is told at once); otherwise it applies at once and the old address is told. Audited either way.
 */
export async function changeEmail(
  deps: Pick<AppDeps, 'clock' | 'limiters' | 'config' | 'mail' | 'urls'>,
  em: Em,
  user: UserRecord,
  input: ChangeEmailRequest,
  request: RequestInfo,
): Promise<{ user: UserRecord; pendingEmail: string | null }> {
  await confirmPassword(deps, em, user, input.password, request.ip);
  const email = input.email;
  if (await emailInUse(em, email)) throw emailTaken();
  const oldEmail = user.email;
  const now = deps.clock.now();
  const appLink = `${deps.urls.publicUrl()}/profile`;

  if (deps.config.emailVerification === 'required') {
    const token = createToken();
    await em.transactional(async (tx) => {
      await replaceEmailChange(tx, {
        userId: user.id,
        newEmail: email,
        tokenHash: token.hash,
        expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
        now,
      });
      await audit(
        tx,
        user.id,
        'user.email_change_requested',
        request,
        {
          old: { email: oldEmail },
          new: { email },
        },
        now,
      );
    });
    const link = `${deps.urls.publicUrl()}/api/verify-email?token=${token.token}`;
    deps.mail.dispatch(emailChangeMail(email, user.username, user.language, link));
    deps.mail.dispatch(emailChangeNotice(oldEmail, user.username, user.language, email, 'pending', appLink));
    return { user, pendingEmail: email };
  }

  await em.transactional(async (tx) => {
    await deleteEmailChange(tx, user.id);
    // Another account took the address between the check and the update.
    if (!(await setPlayerEmail(tx, user.id, email))) throw emailTaken();
    await audit(tx, user.id, 'user.email_change', request, { old: { email: oldEmail }, new: { email } }, now);
  });
  deps.mail.dispatch(emailChangeNotice(oldEmail, user.username, user.language, email, 'done', appLink));
  // The player as the request read them, with the new address (their version is the one read).
  return { user: { ...user, email }, pendingEmail: null };
}

/**
 * Follows an e-mail-change link: one conditional DELETE consumes the token (single use, unexpired),
 * then the address moves. False when the token is unknown, used, expired, or the address was taken
 * by another account meanwhile.
 */
export async function confirmEmailChange(em: Em, token: string, now: Date): Promise<boolean> {
  try {
    return await em.transactional(async (tx) => {
      const change = await consumeEmailChange(tx, hashToken(token), now);
      if (!change) return false;
      const { userId, newEmail } = change;
      const user = await lockPlayer(tx, userId);
      const oldEmail = user.email;
      // Taken by another account meanwhile: nothing of this commits, the link included.
      if (!(await setPlayerEmail(tx, userId, newEmail, { verified: true }))) throw new AddressTaken();
      await audit(
        tx,
        userId,
        'user.email_change',
        { ip: '', userAgent: null },
        {
          old: { email: oldEmail },
          new: { email: newEmail },
        },
        now,
      );
      return true;
    });
  } catch (err) {
    if (err instanceof AddressTaken) return false;
    throw err;
  }
}

/** An e-mail change whose address another account took: its transaction rolls back. */
class AddressTaken extends Error {}

/** Where the player is signed in (live sessions), this one marked `current`. */
export async function listSessions(
  em: Em,
  userId: string,
  currentSid: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await liveUserSessions(em, userId, now);
  return rows.map((row) => {
    const data = sessionDataSchema.safeParse(row.sess);
    const createdAt = data.success ? new Date(data.data.createdAt) : (row.lastSeenAt ?? new Date(0));
    return {
      id: publicSessionId(row.sid),
      current: row.sid === currentSid,
      createdAt: createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      userAgent: row.userAgent,
    };
  });
}

export const sessionNotFound = () => notFound('Session not found');

/**
 * Ends one of the player's sessions by its public id (another player's id is simply not found)
 * and closes its sockets on every instance. Answers whether it was the caller's own.
 */
export async function endSession(
  em: Em,
  userId: string,
  publicId: string,
  currentSid: string,
  now: Date,
): Promise<{ wasCurrent: boolean }> {
  const rows = await liveUserSessions(em, userId, now);
  const row = rows.find((r) => publicSessionId(r.sid) === publicId);
  if (!row || !(await deleteSessionOfUser(em, userId, row.sid))) throw sessionNotFound();
  publishSessionsEnded([publicId]);
  return { wasCurrent: row.sid === currentSid };
}

/** 'Sign out everywhere else': every session but the caller's ends, with its sockets. */
export async function endOtherSessions(em: Em, userId: string, currentSid: string): Promise<void> {
  const ended = await deleteOtherUserSessions(em, userId, currentSid);
  publishSessionsEnded(ended.map(publicSessionId));
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
/** A time as some drivers hand it over in raw rows ('2026-11-23 20:02:24.05+00'). */
const PG_TIME = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:?\d\d)?|Z)$/;
const isoValue = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' && PG_TIME.test(v)) {
    const date = new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    return Number.isNaN(date.getTime()) ? v : date.toISOString();
  }
  return v;
};
const camelRow = (row: unknown): unknown =>
  row && typeof row === 'object' && !Array.isArray(row) && !(row instanceof Date)
    ? Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), isoValue(v)]))
    : row;
const toJson = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? value.map(camelRow) : camelRow(value), null, 2);

/**
 * Everything stored about the player as one JSON document, written section by section as it is
 * read (a stream: a long history never sits in memory whole). Reads on its own ORM context, since
 * the answer outlives the request's handler.
 */
export function exportAccount(deps: Pick<AppDeps, 'orm'>, userId: string, now: Date): Readable {
  const em = ownContext(deps.orm.em);
  async function* document() {
    yield `{\n"format": "quest-planner-export/1",\n"exportedAt": ${JSON.stringify(now.toISOString())}`;
    for (const [name, read] of exportSections(em, userId)) {
      yield `,\n${JSON.stringify(name)}: ${toJson(await read())}`;
    }
    yield '\n}\n';
  }
  return Readable.from(document());
}

/**
 * Erases the account (DESIGN section 12), in one transaction: it leaves its party and clan under
 * their usual rules (the lead passes on, the last one out dissolves or archives), what others keep
 * forgets the name, the personal data goes with the row, and an audit row without the name stays.
 * After commit, the party sees its new roster and every socket of the player closes.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'clock' | 'limiters'>,
  em: Em,
  user: Account,
  password: string,
  request: RequestInfo,
): Promise<void> {
  await confirmPassword(deps, em, user, password, request.ip);
  const now = deps.clock.now();
  const { partyId, sessionKeys } = await em.transactional(async (tx) => {
    const current = await lockPlayer(tx, user.id);
    let leftParty: string | null = null;
    if (current.party) {
      const change = await leavePartyInTransaction(tx, user.id);
      leftParty = change.party ? change.partyId : null;
    }
    if (current.clan) await leaveClanInTransaction(tx, user.id, now, { silent: true });
    await anonymiseClanActivity(tx, user.id);
    await deleteClanNotificationsNaming(tx, user.id, current.username);
    await forgetSenderOfMessages(tx, user.id, current.username);
    await scrubEmailAudit(tx, user.id);
    await audit(tx, user.id, 'user.self_delete', request, { old: null, new: { deleted: true } }, now);
    const keys = await userSessionKeys(tx, user.id);
    await deleteUserRow(tx, user.id);
    return { partyId: leftParty, sessionKeys: keys };
  });
  if (partyId) {
    publishPartyMembership(
      user.id,
      { left: partyId, joined: null },
      await partyViewById(ownContext(em), partyId),
    );
  }
  publishSessionsEnded(sessionKeys.map(publicSessionId));
  publishAccountDeleted(user.id);
}
