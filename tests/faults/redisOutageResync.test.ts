import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossSchema } from '../../protocol/api/boss.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { eventMatching } from '../support/sockets.ts';
import { allReady, type FaultCluster, Ledger, partyOnTwoInstances } from './fight.ts';
import { type RedisTrap, startTrappedCluster } from './redisTrap.ts';

/** What the product promises after any outage: every screen shows the committed state within this. */
const RECOVERY_MS = 5000;

let cluster: FaultCluster;
let trap: RedisTrap;
let closeAll: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The first instance reaches Redis through a trap that can cut its link alone.
  ({ cluster, trap, close: closeAll } = await startTrappedCluster());
});
afterAll(async () => {
  await closeAll?.();
});

/** The boss as a re-reading screen sees it. */
const bossNow = async (client: TestClient) => bossSchema.parse((await client.get('/api/boss/current')).body);

describe('a hit answered while its push cannot cross', () => {
  it("Redis down: the other instance's members are told to re-read once it is back", async () => {
    const [one, two] = cluster.instances;
    const { mira, noor, noorTab } = await partyOnTwoInstances(one, two, cluster.sockets);
    const ledger = new Ledger();

    await cluster.redis.kill();
    expect(await allReady(cluster.instances, 503, 5000)).toBeLessThan(5000);

    // Answered by instance one; its push cannot cross to instance two while Redis is away.
    const crossed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 1000);
    expect(await ledger.hit(mira)).toBe(200);
    await expect(crossed).rejects.toThrow(/no matching boss:update/);

    const told = eventMatching(noorTab, 'server:resync', () => true, RECOVERY_MS);
    await cluster.redis.start();
    const back = Date.now();
    await told;
    const waited = Date.now() - back;

    // What the told screen reads now is the committed hit.
    const reread = await bossNow(noor.client);
    expect(reread.currentHealth).toBe(ledger.boss!.currentHealth);
    expect(reread.version).toBe(ledger.boss!.version);
    console.info(`redis outage: told to re-read ${waited} ms after redis was back`);
    expect(await allReady(cluster.instances, 200, 10_000)).toBeLessThan(10_000);
  });

  it('one instance cut off from Redis: every instance is told to re-read once its publishes go out again', async () => {
    const [trapped, other] = cluster.instances;
    const { mira, noor, noorTab } = await partyOnTwoInstances(trapped, other, cluster.sockets);
    const ledger = new Ledger();

    trap.cut();
    const crossed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 1000);
    expect(await ledger.hit(mira)).toBe(200);
    await expect(crossed).rejects.toThrow(/no matching boss:update/);

    // The other instance's own link never broke: only the cut-off one knows what it dropped.
    const told = eventMatching(
      noorTab,
      'server:resync',
      (e) => e.reason === 'publishes-dropped',
      RECOVERY_MS,
    );
    trap.mend();
    const mended = Date.now();
    await told;
    const waited = Date.now() - mended;
    expect((await bossNow(noor.client)).version).toBe(ledger.boss!.version);
    console.info(`partition: every instance told to re-read ${waited} ms after the link was mended`);

    // The link works again: the next hit crosses as usual.
    const resumed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    expect(await ledger.hit(mira)).toBe(200);
    await resumed;
  });
});
