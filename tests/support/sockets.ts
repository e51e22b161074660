import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket/events.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';

export type PlayerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real Socket.IO client carrying a test client's cookies and the app's Origin, like a browser tab. */
export function connectSocket(
  url: string,
  client: TestClient | undefined,
  origin: string = url,
): PlayerSocket {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
  });
}

export function waitForConnect(socket: PlayerSocket, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Resolves with the next payload of `event`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: PlayerSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as ServerToClientEvents[E];
    socket.once<E>(event, handler as never);
  });
}

/** Resolves with the first payload of `event` that satisfies `accept` (other pushes are skipped). */
export function eventMatching<E extends keyof ServerToClientEvents>(
  socket: PlayerSocket,
  event: E,
  accept: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const handler = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off<E>(event, handler as never);
      resolve(payload);
    }) as ServerToClientEvents[E];
    const timer = setTimeout(() => {
      socket.off<E>(event, handler as never);
      reject(new Error(`no matching ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on<E>(event, handler as never);
  });
}
