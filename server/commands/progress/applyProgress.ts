import { ActivityEvent } from '../../../db/entities/ActivityEvent.ts';
import { Item } from '../../../db/entities/Item.ts';
import { User } from '../../../db/entities/User.ts';
import type { Em } from '../../../db/orm.ts';
import { classTitleForLevel } from '../../../protocol/rules/progression.ts';
import { loadAchievementProgress } from '../../data/achievementStats.ts';
import { insertEarnedAchievement } from '../../data/achievements.ts';
import { rowById } from '../../data/rowById.ts';
import { type AchievementDefinition, newlyEarned } from '../../domain/achievements/catalogue.ts';
import { addExperience } from '../../domain/progression/levels.ts';
import { recordCompletion } from '../../domain/progression/streaks.ts';
import { NO_MODIFIERS, type RewardModifiers } from '../../domain/quests/rewards.ts';
import { notFound } from '../../lib/httpErrors.ts';
import { languageOf } from '../../mail/templates.ts';
import { notificationText } from '../../notifications/texts.ts';
import { addClanExperience, notify, recordClanActivity } from '../community.ts';

export interface Gain {
  experience: number;
  gold: number;
  points: number;
}

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
  const boosts = {
    xpBoost: user.xpBoostQuests > 0 ? Number(user.xpBoostMultiplier) : 1,
    goldBoost: user.goldBoostQuests > 0 ? Number(user.goldBoostMultiplier) : 1,
  };
  if (ids.length === 0 && !user.equippedPet) return { ...NO_MODIFIERS, ...boosts };
  const items = ids.length ? await tx.find(Item, { id: { $in: ids } }) : [];
  return {
    xpMultiplier: items.reduce((m, i) => m * Number(i.xpMultiplier), 1),
    coinMultiplier: items.reduce((m, i) => m * Number(i.coinMultiplier), 1),
    hasActiveCompanion: Boolean(user.equippedPet),
    ...boosts,
  };
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
  const levels = addExperience(user, gain.experience);
  const before = {
    streak: user.streak,
    currentStreak: user.currentStreak,
    dailyStreak: user.dailyStreak,
    lastCompletedAt: user.lastQuestCompleted ?? null,
  };
  // Only the player's own completions count toward streaks; a reward shared by the party does not.
  const streak = options.completion ? recordCompletion(before, now, user.timezone) : before;
  user.level = levels.level;
  user.experience = levels.experience;
  user.experienceToNext = levels.experienceToNext;
  user.characterClass = classTitleForLevel(levels.level);
  user.gold += Math.max(0, gain.gold);
  user.points += Math.max(0, gain.points);
  user.totalPoints += Math.max(0, gain.points);
  user.streak = streak.streak;
  user.currentStreak = streak.currentStreak;
  user.dailyStreak = streak.dailyStreak;
  user.lastQuestCompleted = streak.lastCompletedAt;
  if (options.completion) user.lastActivity = now;
  if (user.clan && gain.experience > 0) await addClanExperience(tx, user.clan.id, gain.experience);
  if (levels.levelsGained > 0) {
    recordClanActivity(tx, user, 'level_up', String(levels.level), { level: levels.level }, now);
    tx.create(ActivityEvent, {
      user,
      type: 'level_up',
      subject: String(levels.level),
      data: { level: levels.level, levelsGained: levels.levelsGained },
      createdAt: now,
    });
  }
  await tx.flush();

  const achievements = await unlockAchievements(tx, user, now);
  return { user, levelsGained: levels.levelsGained, achievements };
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
export function spendQuestBoosts(user: User): void {
  if (user.xpBoostQuests > 0) {
    user.xpBoostQuests -= 1;
    if (user.xpBoostQuests === 0) user.xpBoostMultiplier = 1;
  }
  if (user.goldBoostQuests > 0) {
    user.goldBoostQuests -= 1;
    if (user.goldBoostQuests === 0) user.goldBoostMultiplier = 1;
  }
}
