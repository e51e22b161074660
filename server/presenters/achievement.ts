import type { Achievement, UnlockedAchievement } from '../../protocol/api/achievements.ts';
import type { AchievementDefinition, AchievementStats } from '../domain/achievements/catalogue.ts';

export const presentUnlocked = (def: AchievementDefinition): UnlockedAchievement => ({
  id: def.id,
  title: def.en.title,
  description: def.en.description,
  points: def.points,
  icon: def.icon,
  translations: { es: def.es, fr: def.fr, de: def.de },
});

export const presentAchievement = (
  def: AchievementDefinition,
  earnedAt: Date | undefined,
  stats: AchievementStats,
): Achievement => ({
  ...presentUnlocked(def),
  earnedAt: earnedAt ? earnedAt.toISOString() : null,
  progress: { current: Math.min(stats[def.metric], def.target), target: def.target },
});
