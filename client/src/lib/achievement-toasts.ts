import type { UnlockedAchievement } from '@protocol/api/achievements.ts';
import type { TFunction } from 'i18next';
import { queueToast } from '../components/ui/toast.tsx';
import { achievementText } from './achievement-text.ts';

/**
 * Achievements already announced on this page. An achievement unlocks once per player, yet its news
 * can arrive twice (the answer of the action that earned it, and the `achievement:unlocked` push):
 * whichever comes first shows the toast, the other is ignored.
 */
const announced = new Set<string>();

/**
 * The push usually lands a moment before the answer: waiting this long lets the action's own toast
 * ('Quest Complete!') come first, with the achievements after it.
 */
const SETTLE_MS = 400;

/** One calm toast per newly unlocked achievement (title and points), queued after the one on screen. */
export function announceAchievement(
  t: TFunction,
  language: string | undefined,
  achievement: UnlockedAchievement,
): void {
  if (announced.has(achievement.id)) return;
  announced.add(achievement.id);
  const { title, description } = achievementText(achievement, language);
  const input = {
    title: t('common.achievementToastTitle', { title }),
    description: t('common.achievementToastText', { points: achievement.points, description }),
    variant: 'success' as const,
    figures: true,
  };
  window.setTimeout(() => queueToast(input), SETTLE_MS);
}
