import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import { Companion } from '../../db/entities/Companion.ts';
import { FocusSession } from '../../db/entities/FocusSession.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Quest } from '../../db/entities/Quest.ts';
import { Task } from '../../db/entities/Task.ts';
import { STARTING_GOLD, User } from '../../db/entities/User.ts';
import { UserAchievement } from '../../db/entities/UserAchievement.ts';
import type { Em } from '../../db/orm.ts';
import type { TargetAction } from '../../protocol/rules/abilities.ts';
import { classTitleForLevel, experienceForNextLevel } from '../../protocol/rules/progression.ts';
import { announcePlayer } from '../commands/announcePlayer.ts';
import { notify } from '../commands/community.ts';
import { applyProgress, lockUser } from '../commands/progress/applyProgress.ts';
import { deleteUserSessions } from '../data/sessions.ts';
import { conflict, forbidden, HttpError, notFound } from '../lib/httpErrors.ts';
import { mayActOn } from '../policies/roles.ts';
import { publishAccountEnded } from '../realtime/publish/account.ts';
import type { AdminActor } from './actor.ts';
import { type RequestInfo, writeAudit } from './audit.ts';

const userNotFound = () => notFound('User not found');

/** Loads and locks the target player inside the action's transaction. */
async function target(tx: Em, userId: string): Promise<User> {
  if (!(await tx.count(User, { id: userId }))) throw userNotFound();
  return lockUser(tx, userId);
}

/**
 * Moderators act on players only (DESIGN section 4): a moderator who could ban, unban or message
 * another moderator or an admin could lock out the people who oversee them. Checked on the locked
 * row, before any change, so a refusal writes nothing (no audit row either).
 */
function requireMayActOn(actor: AdminActor, user: User, action: TargetAction): void {
  if (!mayActOn(actor.role, user.role, action))
    throw forbidden('Moderators can act on players only, not on moderators or administrators.');
}

const snapshot = (u: User) => ({
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
    const user = await target(tx, userId);
    requireMayActOn(c.actor, user, 'ban');
    const before = snapshot(user);
    user.isBanned = true;
    user.banReason = input.reason;
    user.banExpiresAt =
      input.duration === null ? null : new Date(now.getTime() + input.duration * 3600 * 1000);
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
    const user = await target(tx, userId);
    requireMayActOn(c.actor, user, 'unban');
    const before = snapshot(user);
    user.isBanned = false;
    user.banReason = null;
    user.banExpiresAt = null;
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
  const user = await em.transactional(async (tx) => {
    const user = await target(tx, userId);
    const before = snapshot(user);
    if (user.gold + input.gold < 0)
      throw conflict(`This would make the player's gold negative (they have ${user.gold}).`);
    user.gold += input.gold;
    if (input.xp > 0) {
      await applyProgress(tx, user, { experience: input.xp, gold: 0, points: 0 }, now, { completion: false });
    } else if (input.xp < 0) {
      user.experience = Math.max(0, user.experience + input.xp);
    }
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'user.grant',
        resourceType: 'user',
        resourceId: userId,
        oldValues: before,
        newValues: { ...snapshot(user), grantedXp: input.xp, grantedGold: input.gold, reason: input.reason },
      },
      now,
    );
    return user;
  });
  await announcePlayer(em, user);
  return user;
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
    const n = notify(
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

export async function changeRole(em: Em, userId: string, role: User['role'], c: Ctx) {
  const user = await em.transactional(async (tx) => {
    const user = await target(tx, userId);
    if (user.role === role)
      throw new HttpError(400, `The player already has the role ${role}.`, 'role_unchanged');
    const before = snapshot(user);
    user.role = role;
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
    return user;
  });
  await announcePlayer(em, user);
  return user;
}

/**
 * Partial: experience, points and streaks back to 0; level, gold, items and achievements stay.
 * Full: every progress field to its default and the player's quests, tasks, items, companions and
 * achievements removed.
 */
export async function resetProgress(em: Em, userId: string, resetType: 'partial' | 'full', c: Ctx) {
  const user = await em.transactional(async (tx) => {
    const user = await target(tx, userId);
    const before = snapshot(user);
    Object.assign(user, {
      experience: 0,
      points: 0,
      totalPoints: 0,
      streak: 0,
      currentStreak: 0,
      dailyStreak: 0,
      lastQuestCompleted: null,
    });
    if (resetType === 'full') {
      Object.assign(user, {
        level: 1,
        experienceToNext: experienceForNextLevel(1),
        characterClass: classTitleForLevel(1),
        gold: STARTING_GOLD,
        health: 100,
        maxHealth: 100,
        damage: 10,
        defense: 5,
        equippedWeapon: null,
        equippedArmor: null,
        equippedPet: null,
        xpBoostMultiplier: 1,
        xpBoostQuests: 0,
        goldBoostMultiplier: 1,
        goldBoostQuests: 0,
      });
      // Children first: focus sessions point at tasks; boss hits keep their (nullable) quest link.
      const mine = { user: userId };
      await tx.nativeDelete(FocusSession, mine);
      await tx.nativeDelete(Quest, mine);
      await tx.nativeDelete(Task, mine);
      await tx.nativeDelete(InventoryEntry, mine);
      await tx.nativeDelete(Companion, mine);
      await tx.nativeDelete(UserAchievement, mine);
      await tx.nativeDelete(ActivityEvent, mine);
    }
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
    return user;
  });
  await announcePlayer(em, user);
  return user;
}

/** Deactivates an account for good: it cannot sign in again; what others rely on stays. */
export async function deactivateUser(em: Em, userId: string, reason: string, c: Ctx) {
  const now = c.request.now;
  const user = await em.transactional(async (tx) => {
    const user = await target(tx, userId);
    const before = snapshot(user);
    user.isActive = false;
    user.deactivatedAt = now;
    user.deactivationReason = reason;
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
