import type { Context, Middleware } from 'koa';

/** The one `route` label of every request no router route answered (client pages, unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface HttpObservation {
  method: string;
  route: string;
  /** `2xx`, `4xx`...: the class, never the exact status. */
  statusClass: string;
  seconds: number;
}

interface RouterLayer {
  path: string | RegExp;
  methods: string[];
}

/**
 * The @koa/router template that matched (`/api/quests/:id/complete`), never the raw path. It is
 * read from `ctx.matched` rather than `ctx._matchedRoute`: a router's `use()` layer (requireUser)
 * that refuses the request leaves its own prefix pattern in `_matchedRoute`. Route layers are the
 * ones with methods; one for this method is preferred, else the path's (a 405 or an OPTIONS).
 */
export function routeTemplate(ctx: Context): string {
  const matched = (ctx as unknown as { matched?: RouterLayer[] }).matched ?? [];
  const routes = matched.filter((layer) => layer.methods.length > 0);
  const layer = routes.findLast((l) => l.methods.includes(ctx.method)) ?? routes.at(-1);
  return layer ? String(layer.path) : UNMATCHED_ROUTE;
}

/** Times every request; mounted first, so the error handler's status is the one counted. */
export function httpMetrics(observe: (o: HttpObservation) => void): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      observe({
        method: METHODS.has(ctx.method) ? ctx.method : 'OTHER',
        route: routeTemplate(ctx),
        statusClass: failed ? '5xx' : `${Math.floor(ctx.status / 100)}xx`,
        seconds: (performance.now() - started) / 1000,
      });
    }
  };
}
