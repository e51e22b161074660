import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerToClientEvents } from '../../protocol/socket/events.ts';
import type { Realtime } from './io.ts';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface QueuedEmit {
  room: string;
  send(realtime: Realtime, room: string): void;
}

const storage = new AsyncLocalStorage<QueuedEmit[]>();

/**
 * Queues a push to a room, to be sent only after the work that produced it has committed: the
 * scope (a request, a socket event, a job) publishes its queue when it ends successfully and drops
 * it on failure, so a rolled-back transaction never announces anything.
 */
export function queueEmit<E extends EventName>(room: string, event: E, payload: Payload<E>): void {
  const queue = storage.getStore();
  if (!queue) throw new Error(`queueEmit(${String(event)}) outside an outbox scope`);
  queue.push({
    room,
    send: (realtime, to) => {
      // The typed emit cannot take a generic event name; the payload type is fixed by queueEmit's signature.
      (realtime.io?.to(to) as unknown as { emit(e: string, p: unknown): void } | undefined)?.emit(
        event,
        payload,
      );
    },
  });
}

/** Runs `work` with an outbox; publishes what it queued when `succeeded(result)` says so. */
export async function withOutbox<T>(
  realtime: Realtime,
  work: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  const queue: QueuedEmit[] = [];
  const result = await storage.run(queue, work);
  if (succeeded(result)) for (const item of queue) item.send(realtime, item.room);
  return result;
}
