import { aiChatPayloadSchema } from '../../protocol/socket/ai.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { AiError } from '../ai/provider.ts';
import type { AppDeps } from '../deps.ts';
import { onEvent, type PlayerSocket } from './handler.ts';

/**
 * `ai:chat`: acknowledged at once with the request id, then the reply streams to every socket of
 * the player as ai:chat:start / delta / done, or ai:chat:error. The upstream request is aborted when
 * the asking socket disconnects.
 */
export function registerAiHandlers(deps: AppDeps, socket: PlayerSocket): void {
  onEvent(
    deps,
    socket,
    'ai:chat',
    aiChatPayloadSchema,
    async ({ user }, payload) => {
      await deps.flags.require('ai-companion', user.id);
      const controller = new AbortController();
      const abort = () => controller.abort();
      socket.once('disconnect', abort);
      // The stream is not a transaction's result: its deltas go out as they are written.
      const room = rooms.user(user.id);
      const { requestId } = payload;
      // Refused here (busy, budget) the error goes into the acknowledgement; once accepted it streams.
      let release: () => void = () => {};
      const accepted = new Promise<void>((resolve) => {
        release = resolve;
      });
      const run = deps.ai.exclusive(user.id, async () => {
        release();
        deps.realtime.emit(room, 'ai:chat:start', { requestId, source: deps.ai.source });
        let message = '';
        for await (const delta of deps.ai.streamChat(payload, controller.signal)) {
          message += delta;
          deps.realtime.emit(room, 'ai:chat:delta', { requestId, delta });
        }
        deps.realtime.emit(room, 'ai:chat:done', { requestId, message: message.trim() });
      });
      const outcome = run.then(
        () => null,
        (err: unknown) => err,
      );
      const first = await Promise.race([accepted.then(() => 'streaming' as const), outcome]);
      if (first !== 'streaming' && first !== null) {
        socket.off('disconnect', abort);
        throw first;
      }
      void outcome.then((err) => {
        socket.off('disconnect', abort);
        if (!err) return;
        const e =
          err instanceof AiError
            ? err
            : new AiError('ai_upstream', 'The AI companion had a problem answering.');
        if (e.code === 'ai_aborted') return;
        if (!(err instanceof AiError)) deps.logger.error({ err }, 'ai chat failed');
        deps.realtime.emit(room, 'ai:chat:error', { requestId, code: e.code, message: e.message });
      });
      return { requestId };
    },
    { spreadResult: true },
  );
}
