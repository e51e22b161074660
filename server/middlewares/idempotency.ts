import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../protocol/errors.ts';
import { IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN } from '../../protocol/limits.ts';
import {
  claimIdempotencyKey,
  heldKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../data/idempotency.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, validationFailed } from '../lib/httpErrors.ts';
import type { AppState } from '../state.ts';

const METHODS = new Set(['POST', 'PATCH', 'DELETE']);
/** A first request that has not answered after this long is taken to have died with its instance. */
const STALE_AFTER_MS = 60_000;
/** How long a repeat waits for a first request still running before it says so (409). */
const WAIT_FOR_FIRST_MS = 5000;
const POLL_MS = 50;

/** The same JSON whatever the key order, so that a repeat's body compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** An answer body that can be stored and sent again as it was (JSON, or none). */
const storable = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function');

const reused = () =>
  new HttpError(
    422,
    'This Idempotency-Key was already used for another request. Send a new key with a new change.',
    ERROR_CODES.idempotencyKeyReused,
  );
const stillRunning = () =>
  new HttpError(
    409,
    'The first request with this Idempotency-Key is still being answered. Try again in a moment.',
    ERROR_CODES.idempotencyKeyInProgress,
  );

/**
 * `Idempotency-Key` on every signed-in POST, PATCH and DELETE (DESIGN section 15): the first
 * request with a key runs and its answer (status and body) is kept 24 h; a repeat with the same
 * method, path and body answers that, doing nothing again (a completion pays once); the same key
 * with another request answers 422. The key is claimed by its primary key before the work, so
 * concurrent repeats, on any instance, run it once: the others wait for its answer. A request that
 * fails on the server's side frees its key (a repeat runs it again); a refusal (4xx) thrown by the
 * work frees it too, so a corrected or later repeat is judged afresh.
 */
export function idempotencyKeys(deps: Pick<AppDeps, 'clock'>): Middleware<AppState> {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    const player = ctx.state.player;
    if (!key || !player || !METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw validationFailed([
        { path: ['Idempotency-Key'], message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const em = ctx.state.em;
    const requestHash = createHash('sha256')
      .update(`${ctx.method} ${ctx.path}\n${canonical(ctx.request.body)}`)
      .digest('hex');
    const now = deps.clock.now();
    const claim = await claimIdempotencyKey(em, {
      userId: player.id,
      key,
      requestHash,
      now,
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000),
      staleBefore: new Date(now.getTime() - STALE_AFTER_MS),
    });
    if (!claim.claimed) {
      let held = claim.held;
      // A first request still running: its answer is waited for, briefly.
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      while (held && held.requestHash === requestHash && held.status === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        held = await heldKey(em, player.id, key);
      }
      if (!held) throw stillRunning();
      if (held.requestHash !== requestHash) throw reused();
      if (held.status === null) throw stillRunning();
      ctx.status = held.status;
      ctx.body = held.response ?? null;
      if (held.status === 204) ctx.body = null;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (err) {
      await releaseIdempotencyKey(em, player.id, key);
      throw err;
    }
    if (ctx.status >= 500 || !storable(ctx.body)) {
      await releaseIdempotencyKey(em, player.id, key);
      return;
    }
    await storeIdempotentAnswer(em, {
      userId: player.id,
      key,
      status: ctx.status,
      response: ctx.body ?? null,
    });
  };
}
