/**
 * The hitting side of `npm run bench:boss`, in a worker thread of its own: sending 200 requests a
 * second costs event-loop time, and on the receivers' loop it would be counted as delivery latency.
 * Every member hits at a steady rate (random phase) for the given seconds; the answer says how many
 * hits were acknowledged and how long it took until the last one was, so the reported rate is the
 * one achieved, not the one offered.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

export interface DriverMember {
  partyIndex: number;
  userId: string;
  cookie: string;
  quests: string[];
}

export interface DriverInput {
  mode: 'game' | 'bare';
  urls: string[];
  members: DriverMember[];
  seconds: number;
  hitMs: number;
}

export interface DriverOutput {
  acknowledged: number;
  elapsedSeconds: number;
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
    const res = await fetch(`${url}/api/boss/damage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: m.cookie },
      body: JSON.stringify({ questId }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };

  let acknowledged = 0;
  let lastAck = 0;
  const timers: NodeJS.Timeout[] = [];
  const pending = new Set<Promise<void>>();
  const startedAt = Date.now();
  const stopAt = startedAt + input.seconds * 1000;
  input.members.forEach((m, index) => {
    let n = 0;
    const fire = () => {
      if (Date.now() >= stopAt) return;
      const p = hit(m, index, n++).then(
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
  await new Promise((r) => setTimeout(r, input.seconds * 1000));
  for (const t of timers) clearInterval(t);
  await Promise.all([...pending]);
  for (const s of drivers) s.disconnect();
  return { acknowledged, elapsedSeconds: Math.max(input.seconds, (lastAck - startedAt) / 1000) };
}

parentPort?.postMessage(await run(workerData as DriverInput));
