import { RedisAdapter } from '@socket.io/redis-adapter';
import { describe, expect, it } from 'vitest';
import { skipOwnEchoes } from '../../server/realtime/io.ts';

/**
 * Redis hands every publish back to its publisher. The adapter must drop its own without
 * decoding them, and still decode (and deliver) every other instance's broadcasts and requests.
 */

interface Published {
  channel: string;
  message: Buffer;
}

/** An adapter on stand-in Redis clients that keep what is published; a room with one socket in it. */
function adapterOnStandIns(published: Published[]) {
  const client = {
    pSubscribe() {},
    subscribe() {},
    on() {},
    publish(channel: string, message: Buffer) {
      published.push({ channel, message });
      return Promise.resolve(1);
    },
  };
  const delivered: unknown[] = [];
  const socket = {
    id: 'sid-1',
    client: { writeToEngine: (packet: unknown) => delivered.push(packet) },
  };
  const nsp = {
    name: '/',
    sockets: new Map([[socket.id, socket]]),
    server: { encoder: { encode: (packet: unknown) => [JSON.stringify(packet)] } },
  };
  const adapter = new RedisAdapter(nsp, client, client, { key: 'echo-test' });
  adapter.addAll(socket.id, new Set(['party:p1']));
  return { adapter, delivered };
}

type Listener = (pattern: null, channel: string, message: Buffer) => void;
const onmessage = (adapter: RedisAdapter): Listener =>
  (adapter as unknown as { onmessage: Listener }).onmessage.bind(adapter);

const broadcast = (adapter: RedisAdapter, data: unknown[]) =>
  adapter.broadcast({ type: 2, nsp: '/', data } as Parameters<RedisAdapter['broadcast']>[0], {
    rooms: new Set(['party:p1']),
    except: new Set(),
  });

describe('own echoes', () => {
  it("are dropped without decoding; another instance's broadcasts are decoded and delivered", () => {
    const published: Published[] = [];
    const own = adapterOnStandIns(published);
    const other = adapterOnStandIns(published);
    let decoded = 0;
    const parser = own.adapter.parser;
    const counting = {
      encode: parser.encode,
      decode: (m: unknown) => {
        decoded += 1;
        return parser.decode(m);
      },
    };
    Object.defineProperty(own.adapter, 'parser', { value: counting });
    skipOwnEchoes(own.adapter);

    broadcast(own.adapter, ['boss:update', { hp: 1 }]);
    broadcast(other.adapter, ['boss:update', { hp: 2 }]);
    const [mine, theirs] = published;
    expect(own.delivered).toHaveLength(1); // the local delivery of its own broadcast

    onmessage(own.adapter)(null, mine!.channel, mine!.message);
    expect(decoded).toBe(0);
    expect(own.delivered).toHaveLength(1);

    onmessage(own.adapter)(null, theirs!.channel, theirs!.message);
    expect(decoded).toBe(1);
    expect(own.delivered).toHaveLength(2);
    expect(String(own.delivered[1])).toContain('"hp":2');
  });

  it('leave requests and responses (maps, not arrays) to the parser', () => {
    const { adapter } = adapterOnStandIns([]);
    skipOwnEchoes(adapter);
    const request = adapter.parser.encode({ uid: adapter.uid, type: 0, requestId: 'r1' });
    expect(adapter.parser.decode(request)).toEqual({ uid: adapter.uid, type: 0, requestId: 'r1' });
  });
});
