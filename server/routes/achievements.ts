import type Router from '@koa/router';
import { UserAchievement } from '../../db/entities/UserAchievement.ts';
import { loadAchievementStats } from '../commands/progress/achievementStats.ts';
import { ACHIEVEMENTS } from '../domain/achievements/catalogue.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { presentAchievement } from '../presenters/achievement.ts';
import type { AppState } from '../state.ts';

/** The whole catalogue, each entry with the player's earned date (or null) and progress. */
export function achievementRoutes(): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/achievements' });

  router.get('/', async (ctx) => {
    const user = ctx.state.user;
    const [earned, stats] = await Promise.all([
      ctx.state.em.find(UserAchievement, { user: user.id }),
      loadAchievementStats(ctx.state.em, user.id, user),
    ]);
    const earnedAt = new Map(earned.map((e) => [e.achievement.id, e.earnedAt]));
    ctx.body = ACHIEVEMENTS.map((def) => presentAchievement(def, earnedAt.get(def.id), stats));
  });

  return mountable(router);
}
