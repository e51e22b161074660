import { type EarnedAchievements, recordReachedAchievements } from '../../data/achievements.ts';
import type { Runner } from '../../data/prepared.ts';
import type { AchievementDefinition } from '../../domain/achievements/catalogue.ts';
import { achievementLine } from '../../domain/feeds/lines.ts';
import { languageOf } from '../../mail/templates.ts';
import { notificationText } from '../../notifications/texts.ts';

export interface Earned {
  /** The achievements newly earned (one the player already had is skipped). */
  unlocked: AchievementDefinition[];
  /** The player's total points after them; null when none was new. */
  totalPoints: number | null;
  /** The player's row version after them (an answer must name the version it shows); null when none was new. */
  version: number | null;
  /** Their notifications, for the caller to push after commit. */
  notifications: EarnedAchievements['notifications'];
}

/**
 * The one way achievements are earned, whatever action reached them (a completion, a purchase, a
 * focus session, a party joined): each recorded once (unique per player and achievement, so two
 * racing actions earn it once), the player's total points raised by the new ones, a notification in
 * the player's language and an entry in their own feed, in one statement of the caller's
 * transaction. The notifications are pushed by the caller after commit: a completion's pool
 * transaction may still be rolled back and run again in the ORM's.
 */
export async function earnAchievements(
  tx: Runner,
  player: { id: string; language: string },
  reached: readonly AchievementDefinition[],
  now: Date,
): Promise<Earned> {
  if (reached.length === 0) return { unlocked: [], totalPoints: null, version: null, notifications: [] };
  const language = languageOf(player.language);
  const recorded = await recordReachedAchievements(
    tx,
    player.id,
    reached.map((def) => ({
      id: def.id,
      points: def.points,
      ...notificationText('achievement', player.language)(def[language].title, def.points),
      feedSubject: achievementLine(def).subject,
    })),
    now,
  );
  return {
    unlocked: reached.filter((def) => recorded.earned.includes(def.id)),
    totalPoints: recorded.totalPoints,
    version: recorded.version,
    notifications: recorded.notifications,
  };
}
