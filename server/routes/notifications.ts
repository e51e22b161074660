import type Router from '@koa/router';
import type { z } from 'zod';
import {
  type markAllReadResponseSchema,
  type markReadResponseSchema,
  type notificationListSchema,
  notificationQuerySchema,
} from '../../protocol/api/notifications.ts';
import { markAllRead, markRead, notificationNotFound } from '../commands/notifications.ts';
import { notificationsOf, unreadCountOf } from '../data/notifications.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentNotification } from '../presenters/community.ts';
import type { AppState } from '../state.ts';

/** The notification center: the player's own only; another player's answers 404. */
export function notificationRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/notifications' });

  router.get('/', async (ctx) => {
    const { limit, unreadOnly } = parse(notificationQuerySchema, ctx.query);
    const userId = ctx.state.user.id;
    const [items, unreadCount] = await Promise.all([
      notificationsOf(ctx.state.em, userId, limit, unreadOnly === 'true'),
      unreadCountOf(ctx.state.em, userId),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      notifications: items.map(presentNotification),
      unreadCount,
    } satisfies z.infer<typeof notificationListSchema>;
  });

  router.post('/read-all', async (ctx) => {
    ctx.body = {
      updated: await markAllRead(ctx.state.em, ctx.state.user.id, deps.clock.now()),
      unreadCount: 0,
    } satisfies z.infer<typeof markAllReadResponseSchema>;
  });

  router.post('/:id/read', async (ctx) => {
    const id = parseRouteId(ctx.params, notificationNotFound);
    const { notification, unreadCount } = await markRead(
      ctx.state.em,
      ctx.state.user.id,
      id,
      deps.clock.now(),
    );
    ctx.body = {
      notification: presentNotification(notification),
      unreadCount,
    } satisfies z.infer<typeof markReadResponseSchema>;
  });

  return mountable(router);
}
