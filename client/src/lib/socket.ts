import type { ClientToServerEvents, ServerToClientEvents } from '@protocol/socket/events.ts';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';

export type PlayerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * `connecting`: the first attempt of this page; `connected`: events flow; `reconnecting`: the link
 * dropped (network, a restarting instance) and the client is trying again with backoff.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

export interface SocketContextValue {
  socket: PlayerSocket | null;
  status: ConnectionStatus;
}

/** Provided for signed-in players only (app/providers/SocketProvider.tsx); elsewhere there is no socket. */
export const SocketContext = createContext<SocketContextValue | null>(null);

/** Parses a payload at the boundary with its protocol schema: a malformed one is dropped, never cast. */
export function parsePayload<E extends ServerEvent>(
  event: E,
  schema: z.ZodType<ServerPayload<E>>,
  payload: unknown,
): ServerPayload<E> | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.warn(`Ignored a malformed ${event} event`, parsed.error);
  return null;
}

export function useConnectionStatus(): ConnectionStatus | null {
  return useContext(SocketContext)?.status ?? null;
}

/**
 * Calls `handler` with each payload of `event`, parsed with `schema` (the event's schema from
 * protocol/socket), while the component is mounted. The latest handler is used without
 * resubscribing, so callers need not memoise it.
 */
export function useSocketEvent<E extends ServerEvent>(
  event: E,
  schema: z.ZodType<ServerPayload<E>>,
  handler: (payload: ServerPayload<E>) => void,
) {
  const socket = useContext(SocketContext)?.socket ?? null;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = parsePayload(event, schema, payload);
      if (parsed) latest.current(parsed);
    };
    // The typed map cannot express one listener for a generic event name; the payload is parsed above.
    const untyped = socket as unknown as Socket;
    const name: string = event;
    untyped.on(name, listener);
    return () => {
      untyped.off(name, listener);
    };
  }, [socket, event, schema]);
}

/** The player's socket and its status, for screens that send events (null for visitors). */
export function usePlayerSocket(): SocketContextValue | null {
  return useContext(SocketContext);
}
