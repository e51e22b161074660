import { Item } from '../../../db/entities/Item.ts';
import { User } from '../../../db/entities/User.ts';
import type { Em } from '../../../db/orm.ts';
import { rowById } from '../../data/rowById.ts';
import type { AchievementDefinition } from '../../domain/achievements/catalogue.ts';
import type { Gain } from '../../domain/progression/progress.ts';
import { type RewardModifiers, rewardModifiers } from '../../domain/quests/rewards.ts';
import { notFound } from '../../lib/httpErrors.ts';
import { earnReachedAchievements, grantProgress } from './grantProgress.ts';

export type { Gain };

export interface ProgressResult {
  user: User;
  levelsGained: number;
  achievements: AchievementDefinition[];
}

/** Locks the player's row for the rest of the transaction: progress changes one at a time. */
export async function lockUser(tx: Em, userId: string): Promise<User> {
  const user = await rowById(tx, User, userId, { lock: true });
  if (!user) throw notFound('User not found');
  return user;
}

/** Multipliers of the equipped weapon and armor, an active companion, and consumable boosts. */
export async function loadRewardModifiers(tx: Em, user: User): Promise<RewardModifiers> {
  const ids = [user.equippedWeapon, user.equippedArmor].filter((id): id is string => Boolean(id));
  const items = ids.length ? await tx.find(Item, { id: { $in: ids } }) : [];
  return rewardModifiers(user, items);
}

/**
 * Applies one gain to a locked player entity (a task, a focus session, a potion, an admin's
 * grant): the one progress statement family (`grantProgress`) writes it, after the entity's own
 * pending changes, and the entity is read again so that it shows what was written and its next
 * flush writes nothing twice. Runs inside the caller's transaction; nothing here can lower a value.
 */
export async function applyProgress(
  tx: Em,
  user: User,
  gain: Gain,
  now: Date,
  options: { completion: boolean } = { completion: true },
): Promise<ProgressResult> {
  // The statement writes on the stored row: what the entity holds and has not written goes first.
  await tx.flush();
  const granted = await grantProgress(tx, user, gain, now, options);
  await tx.refresh(user);
  return { user, levelsGained: granted.levelsGained, achievements: granted.achievements };
}

/**
 * Earns every achievement a locked player entity has newly reached (`earnReachedAchievements`):
 * the entity's pending changes are written first, and it is read again when the statement changed
 * its points.
 */
export async function unlockAchievements(tx: Em, user: User, now: Date): Promise<AchievementDefinition[]> {
  await tx.flush();
  const earned = await earnReachedAchievements(tx, user, now);
  if (earned.achievements.length > 0) await tx.refresh(user);
  return earned.achievements;
}

/** One quest used up of each active consumable boost; a spent boost returns to 1. */
export function spendQuestBoosts(
  user: Pick<User, 'xpBoostQuests' | 'xpBoostMultiplier' | 'goldBoostQuests' | 'goldBoostMultiplier'>,
): void {
  if (user.xpBoostQuests > 0) {
    user.xpBoostQuests -= 1;
    if (user.xpBoostQuests === 0) user.xpBoostMultiplier = 1;
  }
  if (user.goldBoostQuests > 0) {
    user.goldBoostQuests -= 1;
    if (user.goldBoostQuests === 0) user.goldBoostMultiplier = 1;
  }
}
