import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { type FaultCluster, startFaultCluster } from './fight.ts';

/**
 * A TCP proxy between one instance and Redis, for the faults only one instance sees:
 * - `swallow()`: its publishes vanish on the way, as if it had died between its commit and its
 *   push. Every PUBLISH or SPUBLISH is sent on to a channel nobody hears; Redis still answers it
 *   (0 receivers), so the instance sees nothing wrong and answers its request as usual, and the
 *   other instances never get the event. Everything else (its heartbeat, its subscriber) passes.
 * - `cut()` and `mend()`: a network partition between this instance and Redis alone.
 */
export interface RedisTrap {
  url: string;
  /** From now on, publishes are lost. */
  swallow(): void;
  /** How many publishes were lost so far. */
  swallowed(): number;
  /** Cuts the instance off Redis (a network partition): its connections drop and new ones fail. */
  cut(): void;
  /** Ends the cut: the instance can connect again. */
  mend(): void;
  close(): Promise<void>;
}

const VOID_CHANNEL = 'redis-trap:void';

/** One RESP command (an array of bulk strings) from the start of `buffer`, or null while incomplete. */
function nextCommand(buffer: Buffer): { args: Buffer[]; length: number } | null {
  const lineEnd = (from: number) => {
    const at = buffer.indexOf('\r\n', from);
    return at < 0 ? null : at;
  };
  if (buffer.length === 0) return null;
  if (buffer[0] !== 0x2a)
    throw new Error(`redis trap: not a RESP array (${buffer.subarray(0, 16).toString()})`);
  const countEnd = lineEnd(0);
  if (countEnd === null) return null;
  const count = Number(buffer.subarray(1, countEnd).toString());
  let at = countEnd + 2;
  const args: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    if (at >= buffer.length) return null;
    if (buffer[at] !== 0x24) throw new Error('redis trap: not a RESP bulk string');
    const sizeEnd = lineEnd(at);
    if (sizeEnd === null) return null;
    const size = Number(buffer.subarray(at + 1, sizeEnd).toString());
    const start = sizeEnd + 2;
    if (buffer.length < start + size + 2) return null;
    args.push(buffer.subarray(start, start + size));
    at = start + size + 2;
  }
  return { args, length: at };
}

const encode = (args: string[]): Buffer =>
  Buffer.from(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);

export async function startRedisTrap(redisPort: number): Promise<RedisTrap> {
  let swallowing = false;
  let swallowed = 0;
  let cut = false;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ port: redisPort, host: '127.0.0.1' });
    sockets.add(client);
    sockets.add(upstream);
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const command = nextCommand(pending);
        if (!command) break;
        const raw = pending.subarray(0, command.length);
        pending = pending.subarray(command.length);
        const name = command.args[0]?.toString().toUpperCase();
        if (swallowing && (name === 'PUBLISH' || name === 'SPUBLISH')) {
          swallowed += 1;
          upstream.write(encode(['PUBLISH', VOID_CHANNEL, 'lost']));
        } else {
          upstream.write(raw);
        }
      }
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `redis://127.0.0.1:${port}`,
    swallow() {
      swallowing = true;
    },
    swallowed: () => swallowed,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    mend() {
      cut = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A fault cluster whose first instance reaches Redis through a trap (its link can be cut, or its
 * publishes lost, alone) while the second reaches Redis directly. `close` ends both.
 */
export async function startTrappedCluster(): Promise<{
  cluster: FaultCluster;
  trap: RedisTrap;
  close(): Promise<void>;
}> {
  let trap: RedisTrap | undefined;
  const cluster = await startFaultCluster({
    redisUrls: async (redis) => {
      trap = await startRedisTrap(redis.port);
      return [trap.url, redis.url];
    },
  });
  if (!trap) throw new Error('the trap did not start');
  const started = trap;
  return {
    cluster,
    trap: started,
    async close() {
      await cluster.close();
      await started.close();
    },
  };
}
