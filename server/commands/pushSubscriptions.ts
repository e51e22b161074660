import type { Em } from '../../db/orm.ts';
import type { PushSubscriptionRequest } from '../../protocol/api/push.ts';
import {
  deleteSubscription,
  saveSubscription,
  subscriptionCount,
  subscriptionOwner,
} from '../data/pushSubscriptions.ts';
import { conflict, notFound, validationFailed } from '../lib/httpErrors.ts';
import { checkPushEndpoint } from '../push/endpoint.ts';
import { checkSubscriptionKeys } from '../push/keys.ts';

/** Browsers (devices) one player may have subscribed at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const TAKEN = 'This push subscription belongs to another account';

/**
 * Stores a browser's push subscription for the player. The endpoint is an address the server will
 * call, chosen by the client: anything but `https://` on a public host name answers 400 (SSRF).
 * Keys that could never encrypt a push answer 400 too. An endpoint another player holds answers
 * 409 and stays theirs (a browser that changes accounts subscribes afresh: a new endpoint).
 */
export async function subscribeToPush(
  em: Em,
  userId: string,
  input: PushSubscriptionRequest,
  testOrigin: string | null,
): Promise<void> {
  const check = checkPushEndpoint(input.endpoint, testOrigin);
  if (!check.ok) throw validationFailed([{ path: ['endpoint'], message: check.reason }]);
  const keys = checkSubscriptionKeys(input.keys);
  if (!keys.ok) throw validationFailed([{ path: keys.path, message: keys.message }]);
  await em.transactional(async (tx) => {
    const owner = await subscriptionOwner(tx, input.endpoint);
    if (owner !== null && owner !== userId) throw conflict(TAKEN);
    // Re-subscribing a known endpoint is always fine; a new one beyond the cap is not.
    if (owner === null && (await subscriptionCount(tx, userId)) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw conflict(
        `At most ${MAX_PUSH_SUBSCRIPTIONS} devices can receive notifications; remove one first.`,
      );
    }
    // Another player may have taken the endpoint since the read: the write keeps it theirs.
    if (!(await saveSubscription(tx, { userId, endpoint: input.endpoint, ...input.keys }))) {
      throw conflict(TAKEN);
    }
  });
}

/** Forgets one of the player's push subscriptions (another player's, or an unknown one, answers 404). */
export async function unsubscribeFromPush(em: Em, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(em, userId, endpoint))) throw notFound('Push subscription not found');
}
