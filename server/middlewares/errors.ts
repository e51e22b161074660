import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody, PHRASES } from '../../protocol/errors.ts';
import { HttpError } from '../lib/httpErrors.ts';
import type { Logger } from '../lib/logger.ts';
import { isServiceUnavailable } from '../lib/unavailable.ts';
import type { AppState } from '../state.ts';

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'You need to be logged in',
  403: 'You are not allowed to do this',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Unsupported content type: send JSON',
  429: 'Too many requests',
  501: 'This method is not implemented',
};

/**
 * Turns every failure into the JSON error contract (DESIGN section 4): a message, a code and, for
 * validation, the field issues. Internals are logged, never answered.
 */
export const errorHandler =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    try {
      await next();
      // A status set without a body (an unknown route, the router's 405 and 501) would otherwise go
      // out as Koa's plain-text status line, and clients read every error as JSON.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.body = bodylessErrorBody(status, ctx.method, ctx.path, ctx.response.get('Allow'));
        ctx.status = status;
      }
    } catch (err) {
      // Refused before its body was read to the end (too large, not really gzip...): the rest of
      // that body is still on the connection, so it must not be reused for another request.
      if (!ctx.req.complete) ctx.set('Connection', 'close');
      const log = ctx.state.log ?? logger;
      let status = 500;
      let body: ErrorBody = {
        message: 'Something went wrong on our side. Please try again.',
        code: ERROR_CODES.internal,
      };
      if (err instanceof HttpError) {
        status = err.status;
        body = { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) };
        ctx.set(err.headers);
      } else if (err instanceof ZodError) {
        status = 400;
        body = {
          message: PHRASES.validation,
          code: ERROR_CODES.validation,
          issues: err.issues.map((i) => ({
            path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
            message: i.message,
          })),
        };
      } else if (err instanceof UniqueConstraintViolationException) {
        status = 409;
        body = { message: 'This already exists', code: ERROR_CODES.conflict };
        log.warn({ err }, 'unique constraint violation reached the error handler');
      } else if (isHttpLike(err) && err.status >= 400 && err.status < 500) {
        // Errors thrown by Koa and its body parser (malformed JSON, body too large...).
        status = err.status;
        body = {
          message: err.expose && err.message ? err.message : (GENERIC_MESSAGES[status] ?? 'Bad request'),
        };
      } else if (isServiceUnavailable(err)) {
        status = 503;
        body = {
          message: 'Quest Planner is briefly out of reach of its data. Please try again in a moment.',
          code: ERROR_CODES.unavailable,
        };
        ctx.set('Retry-After', '2');
        log.warn({ err }, 'a backing service was out of reach');
      } else {
        log.error({ err }, 'unhandled error');
      }
      ctx.status = status;
      ctx.body = body;
    }
  };

/** The JSON answer for an error status that a middleware set without writing a body. */
function bodylessErrorBody(status: number, method: string, path: string, allow: string): ErrorBody {
  if (status === 404 && path.startsWith('/api'))
    return { message: `No API route for ${method} ${path}`, code: ERROR_CODES.notFound };
  if (status === 405 && allow) return { message: `${method} is not allowed here; use ${allow}` };
  return { message: GENERIC_MESSAGES[status] ?? 'Request failed' };
}

function isHttpLike(err: unknown): err is { status: number; expose?: boolean; message?: string } {
  return typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number';
}
