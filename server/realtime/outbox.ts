import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerToClientEvents } from '../../protocol/socket/events.ts';
import type { Realtime } from './io.ts';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * One push, sent once the work that caused it has committed. It may ask the real-time layer
 * something first (who of a party is online) before it emits.
 */
export type Push = (realtime: Realtime) => void | Promise<void>;

const storage = new AsyncLocalStorage<Push[]>();

/**
 * The one publish path. Use cases queue their pushes (through the publishers beside this file);
 * the scope they run in (an HTTP request, a socket event, a job) sends them when it ends
 * successfully and drops them on failure, so a rolled-back transaction never announces anything.
 */
export function queuePush(push: Push): void {
  const queue = storage.getStore();
  if (!queue) throw new Error('a push was queued outside an outbox scope (withOutbox)');
  queue.push(push);
}

/** Queues one event to one room (a player's tabs, a party, a clan), on every instance. */
export function queueEmit<E extends EventName>(room: string, event: E, payload: Payload<E>): void {
  queuePush((realtime) => realtime.emit(room, event, payload));
}

/** Runs `work` with an outbox; sends what it queued, in order, when `succeeded(result)` says so. */
export async function withOutbox<T>(
  realtime: Realtime,
  work: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  const queue: Push[] = [];
  const result = await storage.run(queue, work);
  if (succeeded(result)) {
    for (const push of queue) {
      // The change is committed: a push that fails (a presence lookup timing out) is logged and
      // the others still go out; every push is also reachable over REST (DESIGN section 5).
      await Promise.resolve()
        .then(() => push(realtime))
        .catch((err: unknown) => realtime.logger.warn({ err }, 'a push after commit failed'));
    }
  }
  return result;
}
