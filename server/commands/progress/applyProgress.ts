import { Item } from '../../../db/entities/Item.ts';
import { User } from '../../../db/entities/User.ts';
import type { Em } from '../../../db/orm.ts';
import { loadAchievementProgress } from '../../data/achievementStats.ts';
import { clanEntry, insertClanEntries } from '../../data/clans.ts';
import { rowById } from '../../data/rowById.ts';
import { type AchievementDefinition, newlyEarned } from '../../domain/achievements/catalogue.ts';
import { achievementLine } from '../../domain/feeds/lines.ts';
import type { Gain } from '../../domain/progression/progress.ts';
import { type RewardModifiers, rewardModifiers } from '../../domain/quests/rewards.ts';
import { notFound } from '../../lib/httpErrors.ts';
import { publishClanActivity, publishNotification } from '../../realtime/publish/community.ts';
import { earnAchievements } from './earnAchievements.ts';
import { grantProgress } from './grantProgress.ts';

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
 * Earns every achievement the player has newly reached with the one statement every action uses
 * (`earnAchievements`), and gives each its line in the clan's feed. The entity takes the total
 * points the statement wrote.
 */
export async function unlockAchievements(tx: Em, user: User, now: Date): Promise<AchievementDefinition[]> {
  const { stats, earned } = await loadAchievementProgress(tx, user.id, user);
  const reached = newlyEarned(stats, earned);
  if (reached.length === 0) return [];
  // The statement adds to the stored total: what the entity holds and has not written goes first.
  await tx.flush();
  const recorded = await earnAchievements(tx, user, reached, now);
  // Its next flush writes the same total again, which the statement has already stored.
  if (recorded.totalPoints !== null) user.totalPoints = recorded.totalPoints;
  for (const notification of recorded.notifications) publishNotification(user.id, notification);
  const clanId = user.clan?.id;
  if (clanId && recorded.unlocked.length > 0) {
    const entries = recorded.unlocked.map((def) => clanEntry(user, achievementLine(def), now));
    await insertClanEntries(tx, clanId, entries);
    for (const entry of entries) publishClanActivity(clanId, entry);
  }
  return recorded.unlocked;
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
