import { IDEMPOTENCY_KEY_HOURS } from '../../protocol/limits.ts';
import { purgeExpiredIdempotencyKeys } from '../data/idempotency.ts';
import type { AppDeps } from '../deps.ts';

/** How often expired idempotency keys are deleted (any instance may; a delete is idempotent). */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 15 * 60 * 1000;

/** Deletes the keys past their 24 h (DESIGN section 15), by the server's clock. */
export async function purgeIdempotencyKeys(deps: Pick<AppDeps, 'orm' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
  return purgeExpiredIdempotencyKeys(deps.orm.em.fork(), before);
}

/** The purge, every 15 minutes while the instance runs; answers its stop. */
export function startIdempotencyPurge(deps: Pick<AppDeps, 'orm' | 'clock' | 'logger'>): () => void {
  const timer = setInterval(() => {
    purgeIdempotencyKeys(deps).catch((err: unknown) =>
      deps.logger.warn({ err }, 'idempotency key purge failed'),
    );
  }, IDEMPOTENCY_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
