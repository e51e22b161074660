import { RequestContext } from '@mikro-orm/core';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { ERROR_CODES } from '../../protocol/errors.ts';
import type {
  Ack,
  ClientToServerEvents,
  ServerToClientEvents,
  SocketData,
} from '../../protocol/socket/events.ts';
import { AiError } from '../ai/provider.ts';
import type { AppDeps } from '../deps.ts';
import { isBanActive } from '../domain/account/ban.ts';
import { HttpError } from '../lib/httpErrors.ts';
import { withOutbox } from './outbox.ts';
import { sessionLive } from './sessionEnds.ts';

export type PlayerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface HandlerContext {
  em: Em;
  user: User;
  socket: PlayerSocket;
}

const fail = (code: string, message: string) => ({ ok: false as const, error: { code, message } });

/** The client events some handler was registered for with `onEvent` (any other name is unknown). */
const HANDLED_EVENTS = new Set<string>();

/**
 * Counts every incoming event of a connection, known or not, before anything else reads it.
 * Past `socketEvents` an event is refused (its acknowledgement says so); a client that keeps
 * going past `socketFlood` refusals is disconnected, so one abuser cannot slow the instance down
 * for everyone else. The disconnect is logged once: the events the client had already sent are
 * still queued behind their limiter's answer, and they are dropped without a word.
 */
export function guardFlood(deps: Pick<AppDeps, 'limiters' | 'logger'>, socket: PlayerSocket): void {
  socket.use((packet, next) => {
    if (!socket.connected) return;
    deps.limiters.socketEvents.consume(socket.id, 1).then(
      () => {
        if (!socket.connected) return;
        // An event no handler listens to would otherwise leave its acknowledgement unanswered.
        const [event] = packet;
        if (typeof event !== 'string' || !HANDLED_EVENTS.has(event)) {
          const ack = packet[packet.length - 1];
          if (typeof ack === 'function')
            ack(fail(ERROR_CODES.notFound, `Unknown event: ${String(event).slice(0, 60)}`));
          return;
        }
        next();
      },
      async (err: unknown) => {
        if (!(err instanceof RateLimiterRes))
          return next(err instanceof Error ? err : new Error(String(err)));
        if (!socket.connected) return;
        const ack = packet[packet.length - 1];
        if (typeof ack === 'function')
          ack(
            fail(
              ERROR_CODES.rateLimited,
              'Too many messages at once. Take a breath and try again in a few seconds.',
            ),
          );
        try {
          await deps.limiters.socketFlood.consume(socket.id, 1);
        } catch {
          // Many refusals wait on the limiter at once: the first to get here ends the connection.
          if (!socket.connected) return;
          deps.logger.warn({ userId: socket.data.userId }, 'socket disconnected for flooding events');
          socket.disconnect(true);
        }
      },
    );
  });
}

const sessionEnded = () => fail(ERROR_CODES.unauthenticated, 'Your session has ended. Please log in again.');

/**
 * The one way a client event is handled (STYLE: sockets bypass Koa, so this does what the
 * middlewares do for HTTP): payload validation with the protocol
 * schema, a fresh ORM context, the session and player re-checked (an expired session, a banned or
 * removed account is disconnected; a socket closed meanwhile does nothing), and every error turned
 * into the acknowledgement instead of an exception.
 */
export function onEvent<S extends z.ZodType, R>(
  deps: Pick<AppDeps, 'orm' | 'limiters' | 'logger' | 'realtime' | 'stats' | 'clock'>,
  socket: PlayerSocket,
  event: keyof ClientToServerEvents,
  schema: S,
  handler: (ctx: HandlerContext, payload: z.output<S>) => Promise<R>,
  options: { spreadResult?: boolean } = {},
): void {
  const listener = async (payload: unknown, ack?: unknown) => {
    deps.stats.countEvent();
    const reply = (result: Ack<R>) => {
      if (typeof ack !== 'function') return;
      // Some acknowledgements spread their result (`ai:chat` answers `{ ok: true, requestId }`).
      ack(result.ok && options.spreadResult ? { ok: true, ...(result.data as object) } : result);
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      reply(fail(ERROR_CODES.validation, parsed.error.issues[0]?.message ?? 'Validation failed'));
      return;
    }
    // The session's end is known since the handshake: no read here unless it has passed.
    const live = sessionLive(deps, socket, deps.clock.now());
    if (live !== true && !(await live)) {
      reply(sessionEnded());
      socket.disconnect(true);
      return;
    }
    const em = deps.orm.em.fork();
    await RequestContext.create(em, async () => {
      try {
        const user = await em.findOne(User, socket.data.userId);
        if (!user || !user.isActive || isBanActive(user, new Date())) {
          reply(sessionEnded());
          socket.disconnect(true);
          return;
        }
        // Closed while the player was read (their session ended on some instance): nothing happens.
        if (!socket.connected) {
          reply(sessionEnded());
          return;
        }
        const data = await withOutbox(deps.realtime, () => handler({ em, user, socket }, parsed.data));
        reply({ ok: true, data });
      } catch (err) {
        if (err instanceof HttpError) {
          reply(fail(err.code, err.message));
        } else if (err instanceof AiError) {
          reply(fail(err.code, err.message));
        } else {
          deps.logger.error({ err, event }, 'socket handler failed');
          reply(fail(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
        }
      }
    });
  };
  // The typed `on` cannot name a generic event's listener; the payload is validated above instead.
  HANDLED_EVENTS.add(event);
  // The acknowledgement is the last argument, wherever it comes (a client that sends only a callback,
  // or extra arguments before it, still gets its answer); the payload is the first.
  (socket as unknown as { on(event: string, listener: (...args: unknown[]) => void): void }).on(
    event,
    (...args) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? last : undefined;
      void listener(ack && args.length === 1 ? undefined : args[0], ack);
    },
  );
}
