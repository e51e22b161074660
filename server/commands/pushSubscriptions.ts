import type { Em } from '../../db/orm.ts';
import type { PushSubscriptionRequest } from '../../protocol/api/push.ts';
import { deleteSubscription, saveSubscription, subscriptionCount } from '../data/pushSubscriptions.ts';
import { conflict, notFound, validationFailed } from '../lib/httpErrors.ts';
import { checkPushEndpoint } from '../push/endpoint.ts';

/** Browsers (devices) one player may have subscribed at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/**
 * Stores a browser's push subscription for the player. The endpoint is an address the server will
 * call, chosen by the client: anything but `https://` on a public host name answers 400 (SSRF).
 */
export async function subscribeToPush(
  em: Em,
  userId: string,
  input: PushSubscriptionRequest,
  testOrigin: string | null,
): Promise<void> {
  const check = checkPushEndpoint(input.endpoint, testOrigin);
  if (!check.ok) throw validationFailed([{ path: ['endpoint'], message: check.reason }]);
  await em.transactional(async (tx) => {
    if ((await subscriptionCount(tx, userId)) >= MAX_PUSH_SUBSCRIPTIONS) {
      // Re-subscribing a known endpoint is always fine; a new one beyond the cap is not.
      if (!(await deleteSubscription(tx, userId, input.endpoint))) {
        throw conflict(
          `At most ${MAX_PUSH_SUBSCRIPTIONS} devices can receive notifications; remove one first.`,
        );
      }
    }
    await saveSubscription(tx, { userId, endpoint: input.endpoint, ...input.keys });
  });
}

/** Forgets one of the player's push subscriptions (another player's, or an unknown one, answers 404). */
export async function unsubscribeFromPush(em: Em, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(em, userId, endpoint))) throw notFound('Push subscription not found');
}
