import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Orm } from '../../db/orm.ts';
import { createSessionStore, SESSION_IDLE_MS } from './sessionStore.ts';

/** The part of koa-session's Session model this project uses. */
export interface KoaSession {
  userId?: unknown;
  createdAt?: unknown;
  isNew: boolean;
  /** The session's key (its row's `sid`), undefined until one is made. */
  readonly externalKey?: string | undefined;
  regenerate(): Promise<void> | undefined;
  toJSON(): Record<string, unknown>;
}

declare module 'koa' {
  interface BaseContext {
    session: KoaSession | null;
  }
}

export const SESSION_COOKIE = 'qp.sid';

/**
 * Cookie-based player sessions: the cookie holds only a signed random id (256 bits); the data lives
 * in the `session` table. HttpOnly, SameSite=Lax, and Secure whenever the request came over TLS
 * (behind a proxy with TRUST_PROXY on).
 */
export function sessionMiddleware(app: Koa, orm: Orm): Koa.Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_IDLE_MS,
      rolling: false,
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      store: createSessionStore(orm),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  );
}
