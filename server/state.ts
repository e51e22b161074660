import type { EntityDictionary } from '@mikro-orm/core';
import type { ParameterizedContext } from 'koa';
import type { User } from '../db/entities/User.ts';
import type { Em } from '../db/orm.ts';
import type { SessionData } from './auth/sessionStore.ts';
import type { Logger } from './lib/logger.ts';

/** Per-request state every middleware and handler can rely on. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The request's own entity manager (one identity map per request). */
  em: Em;
  /** The signed-in player, when the session is valid. */
  user?: User;
  session?: SessionData;
  /** The player's row read with the session (see `readSession`), before it is mapped. */
  sessionUser?: EntityDictionary<User> | null;
  /** When the session was last noted as used (written at most every few minutes). */
  sessionLastSeenAt?: Date | null;
  /** The key the session was last saved under in this request (a regenerated session's new key). */
  savedSessionKey?: string;
}

export type AppContext = ParameterizedContext<AppState>;

/** What a handler behind `requireUser` may rely on: the player and their session are present. */
export interface SignedInState extends AppState {
  user: User;
  session: SessionData;
}

export type SignedInContext = ParameterizedContext<SignedInState>;
