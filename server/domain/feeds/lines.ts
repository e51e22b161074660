/**
 * What a feed line says about a level reached and an achievement earned: the clan's feed (every way a
 * player's progress reaches it) and the player's own. One place, so a completion's lines and those
 * of the other actions read the same. Pure.
 */
export interface FeedLine {
  type: 'level_up' | 'achievement_unlocked';
  subject: string;
  data: Record<string, string | number>;
}

/** The clan's line for a member's level (the player's own feed also says how many were gained). */
export function levelLine(level: number): FeedLine {
  return { type: 'level_up', subject: String(level), data: { level } };
}

/** An achievement earned; feed entries name it in English, as every feed entry does. */
export function achievementLine(achievement: {
  id: string;
  points: number;
  en: { title: string };
}): FeedLine {
  return {
    type: 'achievement_unlocked',
    subject: achievement.en.title,
    data: { achievementId: achievement.id, points: achievement.points },
  };
}
