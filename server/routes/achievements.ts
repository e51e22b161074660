import type Router from '@koa/router';
import { earnedDates, loadAchievementStats } from '../data/achievementStats.ts';
import { ACHIEVEMENTS } from '../domain/achievements/catalogue.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { presentAchievement } from '../presenters/achievement.ts';
import type { AppState } from '../state.ts';

/** The whole catalogue, each entry with the player's earned date (or null) and progress. */
export function achievementRoutes(): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/achievements' });

  router.get('/', async (ctx) => {
    const user = ctx.state.user;
    const [earnedAt, stats] = await Promise.all([
      earnedDates(ctx.state.em, user.id),
      loadAchievementStats(ctx.state.em, user.id, user),
    ]);
    ctx.body = ACHIEVEMENTS.map((def) => presentAchievement(def, earnedAt.get(def.id), stats));
  });

  return mountable(router);
}
