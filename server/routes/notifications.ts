import type Router from '@koa/router';
import { Notification } from '../../db/entities/Notification.ts';
import { notificationQuerySchema } from '../../protocol/api/notifications.ts';
import { notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentNotification } from '../presenters/community.ts';
import type { AppState } from '../state.ts';

/** The notification center: the player's own only; another player's answers 404. */
export function notificationRoutes(): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/notifications' });

  router.get('/', async (ctx) => {
    const { limit, unreadOnly } = parse(notificationQuerySchema, ctx.query);
    const userId = ctx.state.user.id;
    const [items, unreadCount] = await Promise.all([
      ctx.state.em.find(
        Notification,
        unreadOnly === 'true' ? { user: userId, readAt: null } : { user: userId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
      ),
      ctx.state.em.count(Notification, { user: userId, readAt: null }),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { notifications: items.map(presentNotification), unreadCount };
  });

  router.post('/read-all', async (ctx) => {
    const userId = ctx.state.user.id;
    const updated = await ctx.state.em.nativeUpdate(
      Notification,
      { user: userId, readAt: null },
      { readAt: new Date() },
    );
    ctx.body = { updated, unreadCount: 0 };
  });

  router.post('/:id/read', async (ctx) => {
    const id = parseRouteId(ctx.params, () => notFound('Notification not found'));
    const userId = ctx.state.user.id;
    const notification = await ctx.state.em.findOne(Notification, { id, user: userId });
    if (!notification) throw notFound('Notification not found');
    if (!notification.readAt) {
      notification.readAt = new Date();
      await ctx.state.em.flush();
    }
    const unreadCount = await ctx.state.em.count(Notification, { user: userId, readAt: null });
    ctx.body = { notification: presentNotification(notification), unreadCount };
  });

  return mountable(router);
}
