import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../protocol/api/push.ts';
import { publicOnlyLookup } from './address.ts';
import { checkPushEndpoint } from './endpoint.ts';
import { checkSubscriptionKeys } from './keys.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Pushes refused for good in a row so far, as read with the subscription. */
  refusedInARow: number;
}

/**
 * What became of one push, and so of its subscription:
 * - sent: the push service took it (2xx);
 * - gone: the push service no longer knows the subscription (404, 410), or its endpoint is not one
 *   a push may go to: forget it at once;
 * - unusable: its keys can never encrypt a push (stored before they were checked): forget it at once;
 * - refused: any other 4xx but 413 and 429, a refusal that repeating will not change: forget it
 *   after REFUSALS_BEFORE_FORGETTING of them in a row;
 * - failed: 5xx, 413 (our payload), 429 (slow down), no answer: try again with the next push.
 */
export type PushOutcome = 'sent' | 'gone' | 'unusable' | 'refused' | 'failed';

/** Refused pushes in a row after which a subscription is forgotten (docs/decisions.md). */
export const REFUSALS_BEFORE_FORGETTING = 5;

/** The outcome a push service's answer means (null: no answer). */
export function outcomeOf(status: number | null): PushOutcome {
  if (status === null) return 'failed';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status >= 400 && status < 500 && status !== 413 && status !== 429) return 'refused';
  return 'failed';
}

/** How long a push service may keep an undelivered push (a reminder hours late is no reminder). */
const TTL_SECONDS = 4 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push: encrypted (aes128gcm) and signed (VAPID) by `web-push`, then posted here so
 * the connection goes only to a public address (publicOnlyLookup, checked on the address really
 * used) and never follows a redirect. The test origin (tests only) is posted to as it is.
 */
export class PushSender {
  readonly #vapid: VapidKeys;
  readonly #testOrigin: string | null;
  readonly #agent = new https.Agent({
    keepAlive: true,
    maxSockets: 32,
    lookup: publicOnlyLookup as https.AgentOptions['lookup'],
  });

  constructor(vapid: VapidKeys, testOrigin: string | null) {
    this.#vapid = vapid;
    this.#testOrigin = testOrigin;
  }

  get publicKey(): string {
    return this.#vapid.publicKey;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const check = checkPushEndpoint(target.endpoint, this.#testOrigin);
    if (!check.ok) return 'gone';
    if (!checkSubscriptionKeys(target).ok) return 'unusable';
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: this.#vapid.subject,
          publicKey: this.#vapid.publicKey,
          privateKey: this.#vapid.privateKey,
        },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    return outcomeOf(await this.#post(check.url, details.headers, details.body));
  }

  close(): void {
    this.#agent.destroy();
  }

  #post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<number | null> {
    const isTest = this.#testOrigin !== null && url.origin === this.#testOrigin;
    const request = isTest && url.protocol === 'http:' ? http.request : https.request;
    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers,
          timeout: TIMEOUT_MS,
          ...(isTest ? {} : { agent: this.#agent }),
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? null));
          res.on('error', () => resolve(res.statusCode ?? null));
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', () => resolve(null));
      req.end(body ?? undefined);
    });
  }
}
