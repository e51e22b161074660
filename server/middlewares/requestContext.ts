import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../lib/logger.ts';
import type { AppState } from '../state.ts';

/** One ORM identity map, one request id and one child logger per request. */
export const requestContext =
  (orm: Orm, logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    const em = orm.em.fork();
    ctx.state.em = em;
    const started = performance.now();
    await RequestContext.create(em, async () => {
      try {
        await next();
      } finally {
        const ms = Math.round(performance.now() - started);
        if (ctx.path.startsWith('/api')) {
          ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
        }
      }
    });
  };
