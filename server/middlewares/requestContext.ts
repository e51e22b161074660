import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../lib/logger.ts';
import type { AppState } from '../state.ts';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * One ORM identity map (`ctx.state.em`), one request id and one child logger per request.
 *
 * The child logger is made when first used: most requests log nothing but their closing line, and
 * that line only when the level lets it out (a child logger with redaction costs as much as a
 * quarter of a quest list).
 *
 * No MikroORM `RequestContext` is opened: it would fork a second entity manager for the global
 * `orm.em` to resolve to, and nothing a request runs uses the global one for entity work (MikroORM
 * refuses that outside a context, `allowGlobalContext` being off); the session store's raw SQL and
 * the forks of `orm.em` (the account export) need no context.
 */
export const requestContext =
  (orm: Orm, logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => {
        log ??= logger.child({ requestId });
        return log;
      },
      set: (value: Logger) => {
        log = value;
      },
    });
    const em = orm.em.fork();
    ctx.state.em = em;
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api') && logger.isLevelEnabled('info')) {
        const ms = Math.round(performance.now() - started);
        ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
      }
    }
  };
