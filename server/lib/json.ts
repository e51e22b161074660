import type { Context } from 'koa';

/**
 * Answers a JSON value, including `null`: Koa turns a null body into an empty 204, but the
 * contract says some calls answer the JSON literal `null` (no focus session, no party, no boss).
 */
export function sendJson(ctx: Pick<Context, 'status' | 'type' | 'body'>, value: unknown): void {
  if (value === null) {
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = 'null';
    return;
  }
  ctx.body = value;
}
