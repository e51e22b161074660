import type { Middleware } from 'koa';
import type { Realtime } from '../realtime/io.ts';
import { withOutbox } from '../realtime/outbox.ts';
import type { AppState } from '../state.ts';

/** Pushes queued by a request go out once it has answered successfully (after its commits). */
export const outbox =
  (realtime: Realtime): Middleware<AppState> =>
  async (ctx, next) => {
    await withOutbox(
      realtime,
      async () => {
        await next();
        return ctx.status;
      },
      (status) => status < 400,
    );
  };
