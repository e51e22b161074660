import { User } from '../../db/entities/User.ts';
import type { AdminServerToClientEvents } from '../../protocol/socket/admin.ts';
import { ADMIN_COOKIE, actorFromToken } from '../admin/actor.ts';
import type { AppDeps } from '../deps.ts';
import { abilitiesOf } from '../policies/roles.ts';
import { STATS_INTERVAL_MS } from '../stats/liveStats.ts';
import { authenticateHandshake } from './handshake.ts';

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The `/admin` namespace: admin-area accounts (their JWT cookie) and players whose role is admin or
 * moderator receive `stats:update` every two seconds. Each instance sends to its own admin sockets
 * only; the figures themselves cover every instance.
 */
export function startAdminStats(deps: AppDeps): () => void {
  const io = deps.realtime.io;
  if (!io) throw new Error('real-time layer not attached');
  const nsp = io.of('/admin') as unknown as import('socket.io').Namespace<
    Record<string, never>,
    AdminServerToClientEvents
  >;
  nsp.use(async (socket, next) => {
    try {
      const em = deps.orm.em.fork();
      const token = cookie(socket.request.headers.cookie, ADMIN_COOKIE);
      if (token && (await actorFromToken(em, token, deps.secrets.jwtSecret, deps.clock.now()))) return next();
      const player = await authenticateHandshake(socket.request, deps.orm, deps.secrets.sessionSecret);
      const user = player ? await em.findOne(User, player.userId) : null;
      if (user && abilitiesOf(user.role).moderate) return next();
      next(new Error('unauthenticated'));
    } catch (err) {
      deps.logger.error({ err }, 'admin namespace handshake failed');
      next(new Error('handshake failed'));
    }
  });

  let running = false;
  const timer = setInterval(() => {
    if (running || deps.realtime.closing) return;
    running = true;
    const players = new Set<string>();
    for (const s of io.of('/').sockets.values()) players.add(s.data.userId);
    deps.stats
      .tick({ sockets: io.of('/').sockets.size, players: [...players] })
      .then(async () => {
        if (nsp.sockets.size > 0) nsp.local.emit('stats:update', await deps.stats.aggregate());
      })
      .catch((err: unknown) => deps.logger.warn({ err }, 'live statistics failed'))
      .finally(() => {
        running = false;
      });
  }, STATS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
