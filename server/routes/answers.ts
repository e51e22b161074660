import type { Achievement } from '../../protocol/api/achievements.ts';
import type { Quest } from '../../protocol/api/quests.ts';
import type { User as UserAnswer } from '../../protocol/api/user.ts';
import { earnedDates, loadAchievementStats } from '../data/achievementStats.ts';
import { playerView } from '../data/players.ts';
import { questsOf } from '../data/quests.ts';
import { ACHIEVEMENTS } from '../domain/achievements/catalogue.ts';
import { presentAchievement } from '../presenters/achievement.ts';
import { presentQuestRow } from '../presenters/quest.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { SignedInState } from '../state.ts';

/**
 * The signed-in player's reads that two places answer: their API routes and the dashboard the
 * server renders into the page (routes/playerHomePage.ts), which must show exactly what the API
 * would answer (the page then hydrates it with these answers).
 */

/** GET /api/auth/user and /api/user: the player with what their view needs. */
export async function sessionAnswer(state: SignedInState): Promise<UserAnswer> {
  return presentPlayer(await playerView(state.em, state.user));
}

/** GET /api/quests: the player's id and zone, not the entity; the list needs nothing else. */
export async function questListAnswer(
  state: Pick<SignedInState, 'em' | 'player'>,
  now: Date,
): Promise<Quest[]> {
  const at = { now, timeZone: state.player.timezone };
  return (await questsOf(state.em, state.player.id, 500)).map((q) => presentQuestRow(q, at));
}

/** GET /api/achievements: the whole catalogue, each entry with the player's earned date (or null) and progress. */
export async function achievementListAnswer(state: SignedInState): Promise<Achievement[]> {
  const user = state.user;
  const [earnedAt, stats] = await Promise.all([
    earnedDates(state.em, user.id),
    loadAchievementStats(state.em, user.id, user),
  ]);
  return ACHIEVEMENTS.map((def) => presentAchievement(def, earnedAt.get(def.id), stats));
}
