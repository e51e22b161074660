import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { ERROR_CODES } from '../../protocol/errors.ts';
import { HttpError } from '../lib/httpErrors.ts';
import type { AppState } from '../state.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

const refused = (message: string, code: string, challenge: string) =>
  new HttpError(401, message, code, { headers: { 'WWW-Authenticate': challenge } });

/**
 * `GET /metrics`, the Prometheus text exposition, for holders of `METRICS_TOKEN` only.
 *
 * - No token configured: 404 for every method, as for any unknown path (and never the client's
 *   index.html, which a scraper would read as a broken exposition).
 * - Token configured: `Authorization: Bearer <token>` or 401 (JSON, with a `WWW-Authenticate`
 *   challenge; a wrong token is `invalid_token`, as RFC 6750 has it). Both sides are hashed before
 *   the constant-time comparison, so neither the token's length nor its bytes leak through timing.
 *
 * nginx answers 404 for /metrics itself (deploy/nginx/app.conf): Prometheus scrapes each instance
 * directly on its own port inside the network.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): Router<AppState> {
  const router = new Router<AppState>();
  if (!token) {
    router.all(METRICS_PATH, (ctx) => {
      ctx.status = 404;
    });
    return router;
  }
  const expected = digest(token);
  router.get(METRICS_PATH, async (ctx) => {
    const bearer = /^Bearer +(\S+) *$/i.exec(ctx.get('Authorization'));
    if (!bearer) {
      throw refused('Metrics need a bearer token', ERROR_CODES.unauthenticated, 'Bearer realm="metrics"');
    }
    if (!timingSafeEqual(digest(bearer[1]!), expected)) {
      throw refused(
        'This token does not open the metrics',
        ERROR_CODES.invalidToken,
        'Bearer realm="metrics", error="invalid_token"',
      );
    }
    const body = await metrics.exposition();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.contentType;
    ctx.body = body;
  });
  return router;
}
