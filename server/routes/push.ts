import type Router from '@koa/router';
import {
  type PushPublicKey,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '../../protocol/api/push.ts';
import { subscribeToPush, unsubscribeFromPush } from '../commands/pushSubscriptions.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { resolveVapidKeys } from '../push/vapid.ts';
import type { AppState } from '../state.ts';

/** Web Push (DESIGN section 9): the VAPID public key, and the player's browsers' subscriptions. */
export function pushRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/push' });
  const { publicKey } = resolveVapidKeys(deps.config);

  router.get('/public-key', (ctx) => {
    ctx.body = { publicKey } satisfies PushPublicKey;
  });

  router.post('/subscriptions', async (ctx) => {
    const input = parse(pushSubscriptionRequestSchema, ctx.request.body);
    await subscribeToPush(ctx.state.em, ctx.state.user.id, input, deps.config.pushTestEndpointOrigin);
    ctx.status = 201;
    ctx.body = { endpoint: input.endpoint };
  });

  router.delete('/subscriptions', async (ctx) => {
    const { endpoint } = parse(pushUnsubscribeRequestSchema, ctx.request.body);
    await unsubscribeFromPush(ctx.state.em, ctx.state.user.id, endpoint);
    ctx.status = 204;
  });

  return mountable(router);
}
