import type { Em } from '../../db/orm.ts';
import type { TargetAction } from '../../protocol/rules/abilities.ts';
import { announcePlayer } from '../commands/announcePlayer.ts';
import { notify } from '../commands/community.ts';
import { lockPlayer } from '../commands/lockedPlayer.ts';
import { grantProgress } from '../commands/progress/grantProgress.ts';
import {
  adjustGoldAndExperience,
  banPlayer,
  deactivatePlayer,
  playerExists,
  playerRecord,
  resetPlayerProgress,
  setPlayerRole,
  unbanPlayer,
} from '../data/moderation.ts';
import { deleteUserSessions } from '../data/sessions.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { conflict, forbidden, HttpError, notFound } from '../lib/httpErrors.ts';
import { mayActOn, type Role } from '../policies/roles.ts';
import { publishAccountEnded } from '../realtime/publish/account.ts';
import type { AdminActor } from './actor.ts';
import { type RequestInfo, writeAudit } from './audit.ts';

const userNotFound = () => notFound('User not found');

/**
 * Loads and locks the target player inside the action's transaction. The player as locked is what
 * the checks and the audit's old values read; the changes are written by server/data/moderation.ts,
 * which answers the player as written.
 */
async function target(tx: Em, userId: string) {
  if (!(await playerExists(tx, userId))) throw userNotFound();
  return lockPlayer(tx, userId);
}

/**
 * Moderators act on players only (DESIGN section 4): a moderator who could ban, unban or message
 * another moderator or an admin could lock out the people who oversee them. Checked on the locked
 * row, before any change, so a refusal writes nothing (no audit row either).
 */
function requireMayActOn(actor: AdminActor, user: { role: Role }, action: TargetAction): void {
  if (!mayActOn(actor.role, user.role, action))
    throw forbidden('Moderators can act on players only, not on moderators or administrators.');
}

const snapshot = (u: UserRecord) => ({
  level: u.level,
  experience: u.experience,
  gold: u.gold,
  points: u.points,
  totalPoints: u.totalPoints,
  currentStreak: u.currentStreak,
  role: u.role,
  isBanned: u.isBanned,
  banReason: u.banReason ?? null,
  banExpiresAt: u.banExpiresAt?.toISOString() ?? null,
  isActive: u.isActive,
});

type Ctx = { actor: AdminActor; request: RequestInfo };

export async function banUser(
  em: Em,
  userId: string,
  input: { reason: string; duration: number | null },
  c: Ctx,
) {
  const now = c.request.now;
  const user = await em.transactional(async (tx) => {
    const found = await target(tx, userId);
    requireMayActOn(c.actor, found, 'ban');
    const before = snapshot(found);
    const user = await banPlayer(
      tx,
      userId,
      {
        reason: input.reason,
        expiresAt: input.duration === null ? null : new Date(now.getTime() + input.duration * 3600 * 1000),
      },
      now,
    );
    await deleteUserSessions(tx, userId);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.ban',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: snapshot(user),
      },
      now,
    );
    return user;
  });
  // The player's open tabs are told why, then closed, on every instance (after commit).
  publishAccountEnded(user, 'banned');
  return user;
}

export async function unbanUser(em: Em, userId: string, c: Ctx) {
  return em.transactional(async (tx) => {
    const found = await target(tx, userId);
    requireMayActOn(c.actor, found, 'unban');
    const before = snapshot(found);
    const user = await unbanPlayer(tx, userId, c.request.now);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.unban',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: snapshot(user),
      },
      c.request.now,
    );
    return user;
  });
}

/**
 * Grants (or, with negative amounts, takes back) XP and gold. Gold never goes below zero (409);
 * negative XP lowers progress within the current level only, never the level itself.
 */
export async function grantRewards(
  em: Em,
  userId: string,
  input: { xp: number; gold: number; reason: string },
  c: Ctx,
) {
  const now = c.request.now;
  const { user, granted } = await em.transactional(async (tx) => {
    const user = await target(tx, userId);
    const before = snapshot(user);
    if (user.gold + input.gold < 0)
      throw conflict(`This would make the player's gold negative (they have ${user.gold}).`);
    // XP given goes through the one progress statement first, on the locked row as read; then
    // gold, and XP taken back, in one statement on what that wrote (the other order would have the
    // progress statement write the gold the row was read with over the grant's).
    if (input.xp > 0) {
      await grantProgress(tx, user, { experience: input.xp, gold: 0, points: 0 }, now, { completion: false });
    }
    await adjustGoldAndExperience(
      tx,
      userId,
      { gold: input.gold, lostExperience: Math.max(0, -input.xp) },
      now,
    );
    const granted = await playerRecord(tx, userId);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.grant',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: {
          ...snapshot(granted),
          grantedXp: input.xp,
          grantedGold: input.gold,
          reason: input.reason,
        },
      },
      now,
    );
    return { user, granted };
  });
  await announcePlayer(em, user);
  return granted;
}

export async function messageUser(
  em: Em,
  userId: string,
  input: { subject: string; message: string; priority: 'low' | 'normal' | 'high' | 'urgent' },
  c: Ctx,
) {
  const now = c.request.now;
  return em.transactional(async (tx) => {
    const user = await target(tx, userId);
    requireMayActOn(c.actor, user, 'message');
    const n = await notify(
      tx,
      user.id,
      {
        type: 'admin_message',
        title: input.subject,
        body: input.message,
        priority: input.priority,
        data: { from: c.actor.username },
      },
      now,
    );
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.message',
        resourceType: 'user',
        resourceId: userId,
        newValues: { subject: input.subject, priority: input.priority, notificationId: n.id },
      },
      now,
    );
    return user;
  });
}

export async function changeRole(em: Em, userId: string, role: Role, c: Ctx) {
  const { found, user } = await em.transactional(async (tx) => {
    const found = await target(tx, userId);
    if (found.role === role)
      throw new HttpError(400, `The player already has the role ${role}.`, 'role_unchanged');
    const before = snapshot(found);
    const user = await setPlayerRole(tx, userId, role, c.request.now);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.role',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: snapshot(user),
      },
      c.request.now,
    );
    return { found, user };
  });
  // The view announced is the player as committed; the locked player only names them.
  await announcePlayer(em, found);
  return user;
}

/**
 * Partial: experience, points and streaks back to 0; level, gold, items and achievements stay.
 * Full: every progress field to its default and the player's quests, tasks, items, companions and
 * achievements removed.
 */
export async function resetProgress(em: Em, userId: string, resetType: 'partial' | 'full', c: Ctx) {
  const { found, user } = await em.transactional(async (tx) => {
    const found = await target(tx, userId);
    const before = snapshot(found);
    const user = await resetPlayerProgress(tx, userId, resetType, c.request.now);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: `user.reset.${resetType}`,
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: snapshot(user),
      },
      c.request.now,
    );
    return { found, user };
  });
  // The view announced is the player as committed; the locked player only names them.
  await announcePlayer(em, found);
  return user;
}

/** Deactivates an account for good: it cannot sign in again; what others rely on stays. */
export async function deactivateUser(em: Em, userId: string, reason: string, c: Ctx) {
  const now = c.request.now;
  const user = await em.transactional(async (tx) => {
    const before = snapshot(await target(tx, userId));
    const user = await deactivatePlayer(tx, userId, reason, now);
    await deleteUserSessions(tx, userId);
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.delete',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: { ...snapshot(user), reason },
      },
      now,
    );
    return user;
  });
  publishAccountEnded(user, 'deactivated');
  return user;
}
