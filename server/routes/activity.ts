import type Router from '@koa/router';
import { z } from 'zod';
import { activityOf } from '../data/activity.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentActivity } from '../presenters/activity.ts';
import type { AppState } from '../state.ts';

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** The player's own activity feed, newest first (dashboard). */
export function activityRoutes(): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/activity' });

  router.get('/', async (ctx) => {
    const { limit } = parse(querySchema, ctx.query);
    ctx.body = (await activityOf(ctx.state.em, ctx.state.user.id, limit)).map(presentActivity);
  });

  return mountable(router);
}
