import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { createLogger } from '../../server/lib/logger.ts';
import {
  RedisSocketCounter,
  SOCKETS_PER_PLAYER,
  SOCKETS_PER_SESSION,
  TOO_MANY_FOR_PLAYER,
  TOO_MANY_FOR_SESSION,
} from '../../server/realtime/socketCaps.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { newAccount } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** Sockets per session (20) and per player (50) are capped at the handshake, over every instance. */

const sockets: PlayerSocket[] = [];
let cluster: TestCluster;
let embedded: TestServer;

beforeAll(async () => {
  [cluster, embedded] = await Promise.all([
    startTwoInstances(),
    startTestServer({ env: { EMAIL_VERIFICATION: 'off' } }),
  ]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await Promise.all([cluster?.close(), embedded?.close()]);
});

async function connect(server: TestServer, client: TestClient): Promise<PlayerSocket> {
  const socket = connectSocket(server.url, client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

/** `count` sockets of one session, alternately on each server given. */
async function openMany(servers: TestServer[], client: TestClient, count: number) {
  const opened: PlayerSocket[] = [];
  for (let i = 0; i < count; i++) opened.push(await connect(servers[i % servers.length]!, client));
  return opened;
}

/** A slot is released asynchronously after the disconnect: the next socket is tried until it connects. */
async function connectOnceFreed(server: TestServer, client: TestClient): Promise<PlayerSocket> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect(server, client);
    } catch (err) {
      if (attempt >= 40) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function signIn(server: TestServer, account: ReturnType<typeof newAccount>, register = false) {
  const client = server.client();
  const res = register
    ? await client.post('/api/register', account)
    : await client.post('/api/login', { email: account.email, password: account.password });
  expect(res.status).toBe(register ? 201 : 200);
  return client;
}

describe('the socket cap across two instances', () => {
  it('refuses the 21st socket of a session and the 51st of a player, and frees a slot on disconnect', async () => {
    const { one, two } = cluster;
    const account = newAccount('tabs');
    const first = await signIn(one, account, true);
    const both = [one, two];

    const firstSockets = await openMany(both, first, SOCKETS_PER_SESSION);
    for (const server of both) {
      await expect(waitForConnect(connectSocket(server.url, first))).rejects.toThrow(TOO_MANY_FOR_SESSION);
    }
    firstSockets[0]!.disconnect();
    firstSockets[0] = await connectOnceFreed(two, first);

    // Two more sessions of the same player: 20 + 20 + 10 sockets make the player's 50.
    const second = await signIn(two, account);
    await openMany(both, second, SOCKETS_PER_SESSION);
    const third = await signIn(one, account);
    await openMany(both, third, SOCKETS_PER_PLAYER - 2 * SOCKETS_PER_SESSION);
    for (const server of both) {
      await expect(waitForConnect(connectSocket(server.url, third))).rejects.toThrow(TOO_MANY_FOR_PLAYER);
    }
    firstSockets[1]!.disconnect();
    await connectOnceFreed(one, third);
  });
});

describe('the socket cap without Redis', () => {
  it('counts in memory: the 21st socket of a session is refused until one closes', async () => {
    const account = newAccount('solo');
    const client = await signIn(embedded, account, true);
    const opened = await openMany([embedded], client, SOCKETS_PER_SESSION);
    await expect(waitForConnect(connectSocket(embedded.url, client))).rejects.toThrow(TOO_MANY_FOR_SESSION);
    opened[5]!.disconnect();
    await connectOnceFreed(embedded, client);
  });
});

describe("an instance's counts", () => {
  it('stop counting when the instance dies without releasing them', async () => {
    const prefix = `qp-test:caps-${randomBytes(6).toString('hex')}:`;
    const logger = createLogger({ logLevel: 'silent' });
    const settings = { perSession: 2, perPlayer: 5, heartbeatMs: 50, instanceTtlMs: 300 };
    const doomedRedis: RedisClientType = createClient({ url: 'redis://127.0.0.1:6379' });
    const survivorRedis: RedisClientType = createClient({ url: 'redis://127.0.0.1:6379' });
    await Promise.all([doomedRedis.connect(), survivorRedis.connect()]);
    const doomed = new RedisSocketCounter(doomedRedis, prefix, logger, settings);
    const survivor = new RedisSocketCounter(survivorRedis, prefix, logger, settings);
    await Promise.all([doomed.start(), survivor.start()]);
    try {
      expect(await doomed.admit('s', 'p')).toEqual({ ok: true, counted: true });
      expect(await survivor.admit('s', 'p')).toEqual({ ok: true, counted: true });
      expect(await survivor.admit('s', 'p')).toEqual({ ok: false, reason: TOO_MANY_FOR_SESSION });

      // The process is gone: no release, no goodbye, no heartbeat.
      doomedRedis.destroy();
      await new Promise((r) => setTimeout(r, 500));
      expect(await survivor.admit('s', 'p')).toEqual({ ok: true, counted: true });
      expect(await survivor.admit('s', 'p')).toEqual({ ok: false, reason: TOO_MANY_FOR_SESSION });
    } finally {
      await doomed.close();
      await survivor.close();
      const keys = await survivorRedis.keys(`${prefix}*`);
      if (keys.length > 0) await survivorRedis.del(keys);
      survivorRedis.destroy();
    }
  });
});
