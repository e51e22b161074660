import { type AdminServerToClientEvents, type LiveStats, liveStatsSchema } from '@protocol/socket/admin.ts';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

type AdminSocket = Socket<AdminServerToClientEvents, Record<string, never>>;

/**
 * `connecting`: first attempt; `live`: figures arrive every two seconds; `reconnecting`: the link
 * dropped and the client retries with backoff; `refused`: the server turned the handshake down
 * (the admin session ended), retried now and then in case the admin signs in again in another tab.
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'refused';

const RETRY_MS = 1000;
const RETRY_MAX_MS = 15_000;

/**
 * The `/admin` namespace's `stats:update` (DESIGN section 5): one Socket.IO connection while the
 * Statistics screen is open, authenticated by the admin cookie (or an admin player's session).
 */
export function useLiveStats(): { stats: LiveStats | null; state: LiveState } {
  const [stats, setStats] = useState<LiveStats | null>(null);
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const socket: AdminSocket = io('/admin', {
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      autoConnect: false,
      reconnectionDelay: RETRY_MS,
      reconnectionDelayMax: RETRY_MAX_MS,
      randomizationFactor: 0.5,
    });
    let connectedOnce = false;
    let refused = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    socket.on('connect', () => {
      connectedOnce = true;
      refused = 0;
      setState('live');
    });
    socket.on('disconnect', (reason) => {
      setState('reconnecting');
      // Closed by the server on purpose: the client does not retry by itself, so ask again later.
      if (reason === 'io server disconnect') retryTimer = setTimeout(() => socket.connect(), RETRY_MS);
    });
    socket.on('connect_error', () => {
      if (socket.active) {
        setState(connectedOnce ? 'reconnecting' : 'connecting');
        return;
      }
      setState('refused');
      const delay = Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** refused);
      refused += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket.connect(), delay);
    });
    socket.on('stats:update', (payload: unknown) => {
      const parsed = liveStatsSchema.safeParse(payload);
      if (parsed.success) setStats(parsed.data);
      else console.warn('Ignored a malformed stats:update event', parsed.error);
    });
    socket.connect();
    return () => {
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, []);

  return { stats, state };
}
