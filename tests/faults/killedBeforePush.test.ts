import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossSchema } from '../../protocol/api/boss.ts';
import { eventMatching } from '../support/sockets.ts';
import { type FaultCluster, Ledger, partyOnTwoInstances } from './fight.ts';
import { type RedisTrap, startTrappedCluster } from './redisTrap.ts';

/** What the product promises after any failure: every screen shows the committed state within this. */
const RECOVERY_MS = 5000;

let cluster: FaultCluster;
let trap: RedisTrap;
let closeAll: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The doomed instance reaches Redis through a trap that can lose its publishes on the way.
  ({ cluster, trap, close: closeAll } = await startTrappedCluster());
});
afterAll(async () => {
  await closeAll?.();
});

describe('an instance killed between a commit and its push', () => {
  it('leaves no screen wrong: the survivor tells its sockets to re-read', async () => {
    const [doomed, survivor] = cluster.instances;
    const { mira, noor, noorTab } = await partyOnTwoInstances(doomed, survivor, cluster.sockets);
    const ledger = new Ledger();

    // Before: the doomed instance's hits reach the survivor's members.
    const before = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id);
    expect(await ledger.hit(mira)).toBe(200);
    await before;

    // The hit commits and is answered, but its push never leaves the doomed instance (as if it had
    // died right after the commit); then it dies.
    trap.swallow();
    const crossed = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 1000);
    expect(await ledger.hit(mira)).toBe(200);
    await expect(crossed).rejects.toThrow(/no matching boss:update/);
    expect(trap.swallowed()).toBeGreaterThan(0);

    const told = eventMatching(noorTab, 'server:resync', (e) => e.reason === 'instance-lost', RECOVERY_MS);
    const killedAt = Date.now();
    await cluster.kill(doomed);
    await told;
    const waited = Date.now() - killedAt;

    // What the told screen reads now is the committed hit.
    const reread = bossSchema.parse((await noor.client.get('/api/boss/current')).body);
    expect(reread.currentHealth).toBe(ledger.boss!.currentHealth);
    expect(reread.version).toBe(ledger.boss!.version);
    console.info(
      `instance killed before its push: the survivor's sockets told to re-read after ${waited} ms`,
    );
  });
});
