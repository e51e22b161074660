import { ActivityEvent } from '../../../db/entities/ActivityEvent.ts';
import { Item } from '../../../db/entities/Item.ts';
import { User } from '../../../db/entities/User.ts';
import type { Em } from '../../../db/orm.ts';
import { loadAchievementProgress } from '../../data/achievementStats.ts';
import { clanEntry, insertClanEntries } from '../../data/clans.ts';
import { rowById } from '../../data/rowById.ts';
import { type AchievementDefinition, newlyEarned } from '../../domain/achievements/catalogue.ts';
import { achievementLine, levelLine } from '../../domain/feeds/lines.ts';
import { type Gain, progressAfter } from '../../domain/progression/progress.ts';
import { type RewardModifiers, rewardModifiers } from '../../domain/quests/rewards.ts';
import { notFound } from '../../lib/httpErrors.ts';
import { publishClanActivity, publishNotification } from '../../realtime/publish/community.ts';
import { addClanExperience, recordClanActivity } from '../community.ts';
import { earnAchievements } from './earnAchievements.ts';

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
 * Applies one completion's gains (or, with `completion: false`, a shared reward) to a locked player row: experience with level carry-over, gold,
 * points, the streak in the player's timezone, the class title, then every achievement this
 * reaches (unique key per player and achievement, so each unlocks once) and the feed entries.
 * Runs inside the caller's transaction; nothing here can lower a value.
 */
export async function applyProgress(
  tx: Em,
  user: User,
  gain: Gain,
  now: Date,
  options: { completion: boolean } = { completion: true },
): Promise<ProgressResult> {
  const next = progressAfter(user, gain, now, options);
  const levels = next;
  user.level = next.level;
  user.experience = next.experience;
  user.experienceToNext = next.experienceToNext;
  user.characterClass = next.characterClass;
  user.gold = next.gold;
  user.points = next.points;
  user.totalPoints = next.totalPoints;
  user.streak = next.streak;
  user.currentStreak = next.currentStreak;
  user.dailyStreak = next.dailyStreak;
  user.lastQuestCompleted = next.lastQuestCompleted;
  if (options.completion) user.lastActivity = now;
  if (user.clan && gain.experience > 0) await addClanExperience(tx, user.clan.id, gain.experience);
  if (levels.levelsGained > 0) recordLevelUp(tx, user, levels.levelsGained, now);
  await tx.flush();

  const achievements = await unlockAchievements(tx, user, now);
  return { user, levelsGained: levels.levelsGained, achievements };
}

/** A level reached: the player's own feed and their clan's. */
export function recordLevelUp(tx: Em, user: User, levelsGained: number, now: Date): void {
  recordClanLevelUp(tx, user, now);
  tx.create(ActivityEvent, {
    user,
    type: 'level_up',
    subject: String(user.level),
    data: { level: user.level, levelsGained },
    createdAt: now,
  });
}

/** A level reached, in the player's clan's feed (a quest completion writes the player's own with its write). */
export function recordClanLevelUp(tx: Em, user: User, now: Date): void {
  const line = levelLine(user.level);
  recordClanActivity(tx, user, line.type, line.subject, line.data, now);
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
