import type { UnlockedAchievement } from '@protocol/api/achievements.ts';

type AchievementTexts = Pick<UnlockedAchievement, 'title' | 'description' | 'translations'>;

/** Title and description in the UI language; English comes from `title` and `description`. */
export function achievementText(
  achievement: AchievementTexts,
  language: string | undefined,
): { title: string; description: string } {
  if (language === 'es' || language === 'fr' || language === 'de') return achievement.translations[language];
  return { title: achievement.title, description: achievement.description };
}
