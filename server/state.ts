import type { ParameterizedContext } from 'koa';
import type { User } from '../db/entities/User.ts';
import type { Em } from '../db/orm.ts';
import type { SessionData } from './auth/sessionStore.ts';
import type { SessionPlayer } from './data/sessions.ts';
import type { Logger } from './lib/logger.ts';

export type SignedInPlayer = Pick<SessionPlayer, 'id' | 'timezone'>;

/** Per-request state every middleware and handler can rely on. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The request's own entity manager (one identity map per request). */
  em: Em;
  /**
   * The signed-in player, when the session is valid: an entity of the request's identity map,
   * made from the session's row the first time it is read (server/middlewares/auth.ts).
   */
  user?: User;
  /** The signed-in player's id and zone, known without the entity (what the hot reads need). */
  player?: SignedInPlayer;
  session?: SessionData;
  /** The player read with the session (the session store's `get`), before any entity is made of it. */
  sessionUser?: SessionPlayer | null;
  /** When the session was last noted as used (written at most every few minutes). */
  sessionLastSeenAt?: Date | null;
  /** The key the session was last saved under in this request (a regenerated session's new key). */
  savedSessionKey?: string;
}

export type AppContext = ParameterizedContext<AppState>;

/** What a handler behind `requireUser` may rely on: the player and their session are present. */
export interface SignedInState extends AppState {
  user: User;
  player: SignedInPlayer;
  session: SessionData;
}

export type SignedInContext = ParameterizedContext<SignedInState>;
