import Router from '@koa/router';
import { requireUser } from '../middlewares/auth.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import type { AppState } from '../state.ts';

/** The signed-in player's own account. */
export function userRoutes(): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  // Both answer the same presenter: the spec's client calls each in different places.
  router.get('/auth/user', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await presentUserWithEquipment(ctx.state.em, ctx.state.user!);
  });

  router.get('/user', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await presentUserWithEquipment(ctx.state.em, ctx.state.user!);
  });

  return router;
}
