import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { newAccount } from '../support/players.ts';
import { eventMatching } from '../support/sockets.ts';
import {
  alive,
  allReady,
  type FaultCluster,
  Ledger,
  partyOnTwoInstances,
  SPARED,
  startFaultCluster,
} from './fight.ts';

/** The outage: longer than the redis client's old 5 s command timeout that used to kill instances. */
const OUTAGE_MS = 15_000;

let cluster: FaultCluster;

beforeAll(async () => {
  cluster = await startFaultCluster();
});
afterAll(async () => {
  await cluster?.close();
});

describe('a Redis outage in the middle of a boss fight', () => {
  it('keeps both instances serving, answers 503 on ready while it lasts, and resumes by itself', async () => {
    const [one, two] = cluster.instances;
    const { mira, noor, miraTab, noorTab } = await partyOnTwoInstances(one, two, cluster.sockets);
    const ledger = new Ledger();

    // Before: an instance-one hit reaches the member on instance two through Redis.
    const before = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    expect(await ledger.hit(mira)).toBe(200);
    await before;

    await cluster.redis.kill();
    const outageStarted = Date.now();
    expect(await allReady(cluster.instances, 503, 5000)).toBeLessThan(5000);

    // During: every hit is answered; each instance still delivers to its own sockets.
    const localSeen = eventMatching(miraTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    let turn = 0;
    while (Date.now() - outageStarted < OUTAGE_MS) {
      expect([200, SPARED]).toContain(await ledger.hit(turn++ % 2 === 0 ? mira : noor, 60));
      await new Promise((r) => setTimeout(r, 400));
    }
    await localSeen;
    // Signing up needs the rate limiters, which count per instance while Redis is away.
    expect((await new TestClient(two.url).post('/api/register', newAccount('storm'))).status).toBe(201);
    expect(cluster.instances.every(alive)).toBe(true);

    await cluster.redis.start();
    const backAfter = await allReady(cluster.instances, 200, 10_000);

    // After: cross-instance events resume without any restart, within 2 s.
    const resumed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 2000);
    expect(await ledger.hit(mira)).toBe(200);
    expect(ledger.boss?.defeated).toBe(false);
    await resumed;

    expect(cluster.instances.every(alive)).toBe(true);
    for (const instance of cluster.instances)
      expect(instance.output()).not.toMatch(/TimeoutError|unhandled promise rejection/);
    await ledger.settle([mira, noor]);
    console.info(
      `redis outage: ${OUTAGE_MS} ms, ${ledger.acknowledged} hits, slowest ${ledger.slowest} ms, ready again ${backAfter} ms after redis`,
    );
  });
});
