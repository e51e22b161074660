/**
 * The baseline for `npm run bench:boss`: a bare Socket.IO server with the same Redis adapter and
 * the same rooms, but no database, no session and no game rules. A client's `hit` is broadcast to
 * the room it names at once (acknowledged), stamped with the server clock like the real `boss:update`.
 *   PORT=4100 REDIS_URL=redis://127.0.0.1:6379 ADAPTER_KEY=... node scripts/bench/bareServer.ts
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 4100);
const pub = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
const sub = pub.duplicate();
await Promise.all([pub.connect(), sub.connect()]);
const http = createServer((_req, res) => {
  res.writeHead(200).end('ok');
});
const io = new Server(http, { maxHttpBufferSize: 16 * 1024, serveClient: false });
io.adapter(createAdapter(pub, sub, { key: process.env.ADAPTER_KEY ?? 'bench-bare' }));
io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? 'none');
  void socket.join(room);
  // The bench's driver sends every party's hits through one socket and names the room.
  socket.on('hit', (hit: { room?: string; userId: string; damage: number }, ack?: (ok: boolean) => void) => {
    const target = hit.room ?? room;
    io.to(target).emit('boss:update', { partyId: target, hit, sentAt: Date.now() });
    ack?.(true);
  });
});
http.listen(port, '127.0.0.1', () => console.log(`bare socket.io on ${port}`));
process.on('SIGTERM', () => {
  io.close();
  void Promise.all([pub.quit(), sub.quit()]).finally(() => process.exit(0));
});
