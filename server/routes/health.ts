import Router from '@koa/router';
import type { ReadyResponse } from '../../protocol/api/health.ts';
import { pingDatabase } from '../data/health.ts';
import type { AppDeps } from '../deps.ts';
import type { AppState } from '../state.ts';

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** Liveness and readiness for the load balancer (DESIGN section 3). */
export function healthRoutes(deps: AppDeps, isShuttingDown: () => boolean): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/ready', async (ctx) => {
    const checks: ReadyResponse['checks'] = {};
    try {
      await withTimeout(pingDatabase(deps.orm.em), 2000);
      checks.database = 'ok';
    } catch {
      checks.database = 'failed';
    }
    if (deps.redis) {
      try {
        await withTimeout(deps.redis.ping(), 2000);
        checks.redis = 'ok';
      } catch {
        checks.redis = 'failed';
      }
    }
    if (isShuttingDown()) checks.shutdown = 'failed';
    const ok = Object.values(checks).every((c) => c === 'ok');
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: ok ? 'ready' : 'unavailable', checks } satisfies ReadyResponse;
  });

  return router;
}
