import { ActivityEvent } from '../../../db/entities/ActivityEvent.ts';
import { Item } from '../../../db/entities/Item.ts';
import { User } from '../../../db/entities/User.ts';
import type { Em } from '../../../db/orm.ts';
import { loadAchievementProgress } from '../../data/achievementStats.ts';
import { insertEarnedAchievement } from '../../data/achievements.ts';
import { rowById } from '../../data/rowById.ts';
import { type AchievementDefinition, newlyEarned } from '../../domain/achievements/catalogue.ts';
import { type Gain, progressAfter } from '../../domain/progression/progress.ts';
import { type RewardModifiers, rewardModifiers } from '../../domain/quests/rewards.ts';
import { notFound } from '../../lib/httpErrors.ts';
import { languageOf } from '../../mail/templates.ts';
import { notificationText } from '../../notifications/texts.ts';
import { addClanExperience, notify, recordClanActivity } from '../community.ts';

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
  recordClanActivity(tx, user, 'level_up', String(user.level), { level: user.level }, now);
}

/** Grants every achievement the player has newly reached; their points go to totalPoints. */
export async function unlockAchievements(tx: Em, user: User, now: Date): Promise<AchievementDefinition[]> {
  const { stats, earned } = await loadAchievementProgress(tx, user.id, user);
  const candidates = newlyEarned(stats, earned);
  const unlocked: AchievementDefinition[] = [];
  for (const def of candidates) {
    if (!(await insertEarnedAchievement(tx, user.id, def.id, now))) continue;
    unlocked.push(def);
    user.totalPoints += def.points;
    const text = def[languageOf(user.language)];
    recordClanActivity(
      tx,
      user,
      'achievement_unlocked',
      def.en.title,
      { achievementId: def.id, points: def.points },
      now,
    );
    notify(
      tx,
      user.id,
      {
        type: 'achievement',
        ...notificationText('achievement', user.language)(text.title, def.points),
        data: { achievementId: def.id },
      },
      now,
    );
    tx.create(ActivityEvent, {
      user,
      type: 'achievement_unlocked',
      subject: def.en.title,
      data: { achievementId: def.id, points: def.points },
      createdAt: now,
    });
  }
  if (unlocked.length > 0) await tx.flush();
  return unlocked;
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
