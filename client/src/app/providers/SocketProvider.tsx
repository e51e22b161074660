import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { endEarlyReads } from '@/lib/early-reads.ts';
import type { PlayerSocket, SocketContextValue } from '@/lib/socket.ts';
import { SocketContext } from '@/lib/socket.ts';

/** Backoff of the automatic reconnection: 1 s, 2 s, 4 s... up to 15 s, each randomised by half. */
const RECONNECT_DELAY_MS = 1000;
const RECONNECT_DELAY_MAX_MS = 15_000;

/**
 * The player's one Socket.IO connection, opened once per signed-in player (mount it with `key={user.id}`).
 *
 * - Same origin, `/socket.io`, authenticated by the session cookie. WebSocket only: the handshake then
 *   needs no sticky sessions behind a load balancer.
 * - Reconnects by itself with backoff; after every (re)connect all active queries refetch, so events
 *   missed during the gap (or before the server joined this socket to its rooms) cannot leave the
 *   screen stale: every push is also reachable over REST (DESIGN section 5).
 * - `server:shutdown`: the instance is going away, so reconnect at once (a balancer picks another one).
 * - A handshake the server refuses (expired session) re-reads the session and retries later.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<SocketContextValue>({ socket: null, status: 'connecting' });

  useEffect(() => {
    const socket: PlayerSocket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket'],
      autoConnect: false,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: 0.5,
    });
    let connectedOnce = false;
    let instanceLeaving = false;
    let refusedAttempts = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const setStatus = (status: SocketContextValue['status']) => setValue({ socket, status });
    const rereadSession = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

    socket.on('connect', () => {
      connectedOnce = true;
      instanceLeaving = false;
      refusedAttempts = 0;
      setStatus('connected');
      // Everything is read again now: an answer asked for ahead of the page (lib/early-reads.ts)
      // and not taken yet would predate this connection.
      endEarlyReads();
      void queryClient.invalidateQueries();
    });
    socket.on('server:shutdown', () => {
      instanceLeaving = true;
    });
    socket.on('disconnect', (reason) => {
      setStatus('reconnecting');
      if (instanceLeaving) {
        // The instance said goodbye: reconnect now (the balancer picks another one), also when
        // the connection closed before its disconnect packet arrived.
        if (reason !== 'io server disconnect') socket.disconnect();
        socket.connect();
        return;
      }
      if (reason !== 'io server disconnect') return; // the client's own backoff takes over
      // The server ended this socket on purpose (a ban, a logout elsewhere): ask who we are now.
      rereadSession();
    });
    socket.on('connect_error', () => {
      setStatus(connectedOnce ? 'reconnecting' : 'connecting');
      if (socket.active) return; // a network error: the manager retries with backoff
      // Refused by the server (session gone or a failed lookup): re-read the session, retry later.
      rereadSession();
      const delay = Math.min(RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS * 2 ** refusedAttempts);
      refusedAttempts += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket.connect(), delay * (0.75 + Math.random() * 0.5));
    });

    setValue({ socket, status: 'connecting' });
    socket.connect();
    return () => {
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [queryClient]);

  return <SocketContext value={value}>{children}</SocketContext>;
}
