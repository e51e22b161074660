/**
 * The hitting side of `npm run bench:boss`, in a worker thread of its own: sending 200 requests a
 * second costs event-loop time, and on the receivers' loop it would be counted as delivery latency.
 * Every member hits at a steady rate (random phase), first for a warm-up (compiled code, pools and
 * caches warm, the connection storm's garbage collected), then for the measured seconds: between
 * the two the driver asks the main thread to start counting and waits for its go. The answer says
 * how many measured hits were acknowledged and how long it took until the last one was, so the
 * reported rate is the one achieved, not the one offered.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import { type DriverInput, type DriverMember, type DriverOutput, WARM } from './driverProtocol.ts';

/**
 * Keep-alive HTTP with node's own client: the driver shares the machine with the servers it
 * measures, and fetch costs several times its CPU per request.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, body: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: new URL(url).origin,
          cookie,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

async function bareSockets(urls: string[]): Promise<Socket[]> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
}

async function run(input: DriverInput): Promise<DriverOutput> {
  const drivers = input.mode === 'bare' ? await bareSockets(input.urls) : [];
  const hit = async (m: DriverMember, index: number, n: number): Promise<boolean> => {
    const url = input.urls[index % input.urls.length]!;
    if (input.mode === 'bare') {
      // Acknowledged by the server, like the game's HTTP answer.
      await drivers[index % drivers.length]!.timeout(10_000).emitWithAck('hit', {
        room: `party-${m.partyIndex}`,
        userId: m.userId,
        damage: 10,
      });
      return true;
    }
    const questId = m.quests[n];
    if (!questId) return false;
    return (await post(`${url}/api/boss/damage`, JSON.stringify({ questId }), m.cookie)) === 200;
  };

  // Each member's quests are used in order across both phases.
  const used = input.members.map(() => 0);
  /** Every member hits at the rate for the given seconds; resolves once every answer is in. */
  const phase = async (seconds: number) => {
    let acknowledged = 0;
    let lastAck = 0;
    const timers: NodeJS.Timeout[] = [];
    const pending = new Set<Promise<void>>();
    const startedAt = Date.now();
    const stopAt = startedAt + seconds * 1000;
    input.members.forEach((m, index) => {
      const fire = () => {
        if (Date.now() >= stopAt) return;
        const p = hit(m, index, used[index]!++).then(
          (ok) => {
            if (!ok) return;
            acknowledged++;
            lastAck = Date.now();
          },
          () => {},
        );
        pending.add(p);
        void p.finally(() => pending.delete(p));
      };
      timers.push(
        setTimeout(() => {
          fire();
          timers.push(setInterval(fire, input.hitMs));
        }, Math.random() * input.hitMs),
      );
    });
    await new Promise((r) => setTimeout(r, seconds * 1000));
    for (const t of timers) clearInterval(t);
    await Promise.all([...pending]);
    return { acknowledged, elapsedSeconds: Math.max(seconds, (lastAck - startedAt) / 1000) };
  };

  await phase(input.warmupSeconds);
  // The warm-up's last broadcasts land before counting starts.
  await new Promise((r) => setTimeout(r, 1000));
  const go = new Promise((resolve) => parentPort?.once('message', resolve));
  parentPort?.postMessage(WARM);
  await go;
  const measured = await phase(input.seconds);
  for (const s of drivers) s.disconnect();
  agent.destroy();
  return measured;
}

parentPort?.postMessage(await run(workerData as DriverInput));
