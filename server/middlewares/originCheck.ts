import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../protocol/errors.ts';
import type { PublicUrls } from '../deps.ts';
import { forbidden } from '../lib/httpErrors.ts';
import type { AppState } from '../state.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cookie-carrying state changes from other sites (DESIGN section 4). Browsers send Origin
 * on every cross-site write; a request without Origin (curl, server-to-server) carries no victim's
 * cookie, and `Sec-Fetch-Site` closes the remaining gap for browsers that omit Origin.
 */
export const originCheck =
  (urls: PublicUrls): Middleware<AppState> =>
  async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api')) {
      const origin = ctx.get('origin');
      const fetchSite = ctx.get('sec-fetch-site');
      const refused = origin ? !urls.allowedOrigins().includes(origin) : fetchSite === 'cross-site';
      if (refused) {
        throw forbidden('Request refused: cross-site requests are not allowed', ERROR_CODES.originRefused);
      }
    }
    await next();
  };
