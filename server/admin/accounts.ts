import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Em } from '../../db/orm.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { recordFailure, rejectIfExhausted } from '../auth/rateLimiters.ts';
import {
  type AdminSignIn,
  anyAdminAccount,
  endAdminSession,
  findAdminByUsername,
  insertAdminAccount,
  insertAdminSession,
  lockAdminSetup,
  recordAdminLogin,
  setAdminSessionToken,
} from '../data/adminAccounts.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, forbidden, HttpError } from '../lib/httpErrors.ts';
import { storedIp } from '../lib/storedIp.ts';
import { ADMIN_SESSION_HOURS, type AdminActor, JWT_OPTIONS } from './actor.ts';
import { type RequestInfo, writeAudit } from './audit.ts';

/** Creates the first admin account, only while none exists (two racing setups: one wins). */
export async function setupFirstAdmin(
  em: Em,
  input: { username: string; password: string },
  request: RequestInfo,
) {
  const password = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    await lockAdminSetup(tx);
    if (await anyAdminAccount(tx))
      throw forbidden('Setup is closed: an administrator account already exists.');
    const admin = await insertAdminAccount(
      tx,
      { username: input.username, password, role: 'admin', createdBy: null },
      request.now,
    );
    const actor: AdminActor = {
      kind: 'account',
      adminUserId: admin.id,
      sessionId: '',
      username: admin.username,
      role: 'admin',
    };
    await writeAudit(
      tx,
      actor,
      request,
      {
        action: 'admin.setup',
        resourceType: 'admin_user',
        resourceId: admin.id,
        newValues: { username: admin.username, role: 'admin' },
      },
      request.now,
    );
    return admin;
  });
}

/** Signs in to the admin area: a JWT (HS256, 8 h) whose id is a new AdminSession row. */
export async function adminLogin(
  deps: Pick<AppDeps, 'limiters' | 'secrets'>,
  em: Em,
  input: { username: string; password: string },
  request: RequestInfo,
): Promise<{ token: string; admin: AdminSignIn; expiresAt: Date }> {
  const key = `${input.username.toLowerCase()}|${request.ip ?? ''}`;
  await rejectIfExhausted(deps.limiters.adminLogin, key);
  const admin = await findAdminByUsername(em, input.username);
  const ok = await verifyPassword(input.password, admin?.password ?? (await getDummyHash()));
  if (!admin || !ok || !admin.isActive) {
    await recordFailure(deps.limiters.adminLogin, key);
    throw new HttpError(401, 'Invalid credentials', 'invalid_credentials');
  }
  await deps.limiters.adminLogin.delete(key);
  const expiresAt = new Date(request.now.getTime() + ADMIN_SESSION_HOURS * 3600 * 1000);
  return em.transactional(async (tx) => {
    const sessionId = await insertAdminSession(
      tx,
      {
        adminUserId: admin.id,
        expiresAt,
        ipAddress: storedIp(request.ip),
        userAgent: request.userAgent?.slice(0, 500) ?? null,
      },
      request.now,
    );
    const token = jwt.sign({ sub: admin.id, role: admin.role }, deps.secrets.jwtSecret, {
      ...JWT_OPTIONS,
      expiresIn: ADMIN_SESSION_HOURS * 3600,
      jwtid: sessionId,
    });
    await setAdminSessionToken(tx, sessionId, createHash('sha256').update(token).digest('hex'));
    await recordAdminLogin(tx, admin.id, request.now);
    await writeAudit(
      tx,
      {
        kind: 'account',
        adminUserId: admin.id,
        sessionId,
        username: admin.username,
        role: admin.role,
      },
      request,
      {
        action: 'admin.login',
        resourceType: 'admin_session',
        resourceId: sessionId,
      },
      request.now,
    );
    return { token, admin, expiresAt };
  });
}

export async function adminLogout(em: Em, actor: AdminActor, request: RequestInfo): Promise<void> {
  if (actor.kind !== 'account') return;
  await em.transactional(async (tx) => {
    await endAdminSession(tx, actor.sessionId);
    await writeAudit(
      tx,
      actor,
      request,
      {
        action: 'admin.logout',
        resourceType: 'admin_session',
        resourceId: actor.sessionId,
      },
      request.now,
    );
  });
}

/** Admins create admin or moderator accounts; `createdBy` records who. */
export async function createAdminAccount(
  em: Em,
  actor: AdminActor,
  input: { username: string; password: string; role: 'admin' | 'moderator' },
  request: RequestInfo,
) {
  if (await findAdminByUsername(em, input.username))
    throw conflict('An admin account with this username already exists.');
  const password = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const account = await insertAdminAccount(
      tx,
      {
        username: input.username,
        password,
        role: input.role,
        createdBy: actor.kind === 'account' ? actor.adminUserId : null,
      },
      request.now,
    );
    await writeAudit(
      tx,
      actor,
      request,
      {
        action: 'admin.account.create',
        resourceType: 'admin_user',
        resourceId: account.id,
        newValues: { username: account.username, role: account.role },
      },
      request.now,
    );
    return account;
  });
}
