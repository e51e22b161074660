import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { tooManyRequests } from '../lib/httpErrors.ts';

/** A window: at most `points` events per `durationSeconds` (DESIGN section 8). */
export interface Window {
  points: number;
  durationSeconds: number;
}

export interface RateLimitSettings {
  /** Failed logins per account and IP. */
  loginAccountIp: Window;
  /** Failed logins per IP, across accounts. */
  loginIp: Window;
  register: Window;
  forgotPassword: Window;
  resendVerification: Window;
  /** Failed admin-area logins per username and IP. */
  adminLogin: Window;
  /** Messages to the team from the contact page, per IP. */
  contact: Window;
  /** Party chat messages per player, across instances. */
  chat: Window;
  /** Companion requests per player and day (the per-player budget). */
  aiRequests: Window;
  /** Party invites a player sends by username, across instances (spam guard). */
  partyInvites: Window;
  /** Socket events of any kind per connection (a flood guard, counted on each instance). */
  socketEvents: Window;
  /** Events refused by that guard per connection; past this the connection is ended. */
  socketFlood: Window;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccountIp: { points: 10, durationSeconds: 15 * 60 },
  loginIp: { points: 100, durationSeconds: 60 * 60 },
  register: { points: 10, durationSeconds: 60 * 60 },
  forgotPassword: { points: 10, durationSeconds: 60 * 60 },
  resendVerification: { points: 10, durationSeconds: 60 * 60 },
  adminLogin: { points: 5, durationSeconds: 15 * 60 },
  contact: { points: 5, durationSeconds: 60 * 60 },
  chat: { points: 5, durationSeconds: 10 },
  aiRequests: { points: 200, durationSeconds: 24 * 60 * 60 },
  partyInvites: { points: 20, durationSeconds: 60 * 60 },
  socketEvents: { points: 30, durationSeconds: 10 },
  socketFlood: { points: 30, durationSeconds: 10 },
};

export type AuthRateLimiters = Record<keyof RateLimitSettings, RateLimiterAbstract>;

/** Memory stores for a single instance; Redis stores when present, so every instance shares the count. */
export function createAuthRateLimiters(options: {
  redis?: RedisClientType | undefined;
  keyPrefix: string;
  settings?: Partial<RateLimitSettings>;
}): AuthRateLimiters {
  const settings = { ...DEFAULT_RATE_LIMITS, ...options.settings };
  const make = (name: keyof RateLimitSettings): RateLimiterAbstract => {
    const { points, durationSeconds } = settings[name];
    const keyPrefix = `${options.keyPrefix}rl:${name}`;
    const memory = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix });
    return options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          useRedisPackage: true,
          points,
          duration: durationSeconds,
          keyPrefix,
          // While Redis is away each instance counts on its own: limits stay in force (per
          // instance) and logins keep working, instead of every request failing with it.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  };
  return {
    loginAccountIp: make('loginAccountIp'),
    loginIp: make('loginIp'),
    register: make('register'),
    forgotPassword: make('forgotPassword'),
    resendVerification: make('resendVerification'),
    adminLogin: make('adminLogin'),
    contact: make('contact'),
    chat: make('chat'),
    aiRequests: make('aiRequests'),
    partyInvites: make('partyInvites'),
    // Per connection and per instance: memory is enough, and it costs nothing per event.
    socketEvents: new RateLimiterMemory({
      points: settings.socketEvents.points,
      duration: settings.socketEvents.durationSeconds,
      keyPrefix: `${options.keyPrefix}rl:socket`,
    }),
    socketFlood: new RateLimiterMemory({
      points: settings.socketFlood.points,
      duration: settings.socketFlood.durationSeconds,
      keyPrefix: `${options.keyPrefix}rl:socket-flood`,
    }),
  };
}

/** Counts one event; answers 429 with Retry-After once the window is full. */
export async function consumeOrReject(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000);
    throw err;
  }
}

/** Refuses when the window is already full, without counting (used before checking a password). */
export async function rejectIfExhausted(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw tooManyRequests(res.msBeforeNext / 1000);
}

/** Records a failure; a full window is reported by the next call to `rejectIfExhausted`. */
export async function recordFailure(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.penalty(key, 1);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
  }
}
