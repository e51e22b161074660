import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../../scripts/lib/database.ts';
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

let cluster: FaultCluster;

beforeAll(async () => {
  cluster = await startFaultCluster();
});
afterAll(async () => {
  await cluster?.close();
});

/** Ends every connection the instances hold to their database, as a failover or a restart would. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const res = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [cluster.dbName],
  );
  await admin.end();
  return res.rowCount ?? 0;
}

describe("the database's connections cut in the middle of a boss fight", () => {
  it('keeps both instances up, loses or doubles no hit, and serves again within seconds', async () => {
    const [one, two] = cluster.instances;
    const { mira, noor, noorTab } = await partyOnTwoInstances(one, two, cluster.sockets);
    const ledger = new Ledger();

    // Hits in flight on both instances while every connection is cut, three times over.
    const statuses: number[] = [];
    let cut = 0;
    for (let round = 0; round < 3; round++) {
      const inFlight = Array.from({ length: 4 }, (_, i) => ledger.hit(i % 2 === 0 ? mira : noor, 40));
      cut += await terminateConnections();
      statuses.push(...(await Promise.all(inFlight)));
    }
    expect(cut).toBeGreaterThan(0);
    // A cut request answers 503 (try again), never a hang or a 500; nothing else.
    for (const status of statuses) expect([200, SPARED, 503]).toContain(status);

    // Service returns by itself: ready, then a hit that every member sees live.
    const backAfter = await allReady(cluster.instances, 200, 10_000);
    const seen = eventMatching(noorTab, 'boss:update', (e) => e.hit.userId === mira.user.id, 2000);
    let status = 0;
    for (let tries = 0; tries < 5 && status !== 200; tries++) status = await ledger.hit(mira);
    expect(status).toBe(200);
    await seen;

    expect(cluster.instances.every(alive)).toBe(true);
    await ledger.settle([mira, noor]);
    console.info(
      `database cut x3 (${cut} connections): ${ledger.acknowledged} hits acknowledged, ${ledger.failed} refused, ready ${backAfter} ms later`,
    );
  });
});
