import type Router from '@koa/router';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import type { AppState } from '../state.ts';
import { achievementListAnswer } from './answers.ts';

/** The whole catalogue, each entry with the player's earned date (or null) and progress. */
export function achievementRoutes(): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/achievements' });

  router.get('/', async (ctx) => {
    ctx.body = await achievementListAnswer(ctx.state);
  });

  return mountable(router);
}
