import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount } from '../support/players.ts';
import { eventMatching } from '../support/sockets.ts';
import {
  alive,
  allReady,
  type FaultCluster,
  fighter,
  Ledger,
  partyOnTwoInstances,
  SPARED,
  startFaultCluster,
} from './fight.ts';

/**
 * A Redis that keeps its connections open and stops answering (stopped, swapped out, a full
 * network buffer) rather than going away: the kernel still takes the commands, so nothing fails
 * by itself. The redis client's per-command timeout never caught this (it ended once a command was
 * written); each connection's probe (server/lib/redis.ts) does, with no timer per command.
 */

/** The process of the cluster's own redis-server, found by the port in its command line. */
function redisPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes('redis-server') && new RegExp(`[ :]${port}\\b`).test(cmdline))
        return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no redis-server on port ${port}`);
}

/** Resolves with the promise's value, or fails once `ms` have passed without one. */
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms),
    ),
  ]);

let cluster: FaultCluster;

beforeAll(async () => {
  cluster = await startFaultCluster();
});
afterAll(async () => {
  await cluster?.close();
});

describe('a Redis that stops answering in the middle of a boss fight', () => {
  it('answers every request within seconds while it hangs, and resumes by itself when it answers again', async () => {
    const [one, two] = cluster.instances;
    const { mira, noor, miraTab, noorTab } = await partyOnTwoInstances(one, two, cluster.sockets);
    const latecomer = await fighter(one);
    const partyId = ((await mira.client.get('/api/parties/my-party')).body as { id: string }).id;
    const ledger = new Ledger();
    const before = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    expect(await ledger.hit(mira)).toBe(200);
    await before;

    const pid = redisPid(cluster.redis.port);
    process.kill(pid, 'SIGSTOP');
    let resumedAt = 0;
    try {
      const hungAt = Date.now();
      // Sent at once, while every connection still looks healthy: a sign-up waits on the shared rate
      // limits, a party join on who of the party is online (the adapter's PUBSUB NUMSUB).
      const signUp = new TestClient(two.url).post('/api/register', newAccount('frozen'));
      const join = latecomer.client.post(`/api/parties/${partyId}/join`);
      expect((await within(signUp, 8000, 'sign-up')).status).toBe(201);
      expect((await within(join, 8000, 'party join')).status).toBe(200);
      const answeredAfter = Date.now() - hungAt;
      expect(await allReady(cluster.instances, 503, 8000)).toBeLessThan(8000);

      // Hits go on; each instance delivers to its own sockets meanwhile.
      const localSeen = eventMatching(miraTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
      expect([200, SPARED]).toContain(await ledger.hit(mira, 60));
      await localSeen;
      console.info(`redis hang: sign-up and party join answered ${answeredAfter} ms after Redis stopped`);
    } finally {
      process.kill(pid, 'SIGCONT');
      resumedAt = Date.now();
    }

    await allReady(cluster.instances, 200, 10_000);
    const resumed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 3000);
    expect(await ledger.hit(mira)).toBe(200);
    await resumed;
    console.info(`redis hang: cross-instance events again ${Date.now() - resumedAt} ms after Redis answered`);

    expect(cluster.instances.every(alive)).toBe(true);
    for (const instance of cluster.instances) {
      expect(instance.output()).toMatch(/redis stopped answering/);
      expect(instance.output()).not.toMatch(/unhandled promise rejection/);
    }
    await ledger.settle([mira, noor]);
  });
});
