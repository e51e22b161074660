import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRun } from '../../scripts/lib/database.ts';
import { db } from '../../server/data/database.ts';
import { inPoolTransaction, run, runBoth, statement } from '../../server/data/prepared.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The pool transaction is PostgreSQL's (PGlite has no pool: inPoolTransaction answers null there).
const INSERT = statement(
  'test_pool_probe_insert',
  (p: { id: number }) => sql<{ id: number }>`insert into pool_probe (id) values (${p.id}) returning id`,
);
const COUNT = statement(
  'test_pool_probe_count',
  (p: { id: number }) => sql<{ n: number }>`select count(*)::int as n from pool_probe where id = ${p.id}`,
);

let server: TestServer;

interface PooledClient {
  pipeline: boolean;
  query(text: string): Promise<{ rows: { n: number }[] }>;
  release(): void;
}
interface Pool {
  connect(): Promise<PooledClient>;
}

const pool = async () => (await server.deps.orm.em.getConnection().getNativeClient()) as unknown as Pool;

async function count(id: number): Promise<number> {
  const client = await (await pool()).connect();
  try {
    return (await client.query(`select count(*)::int as n from pool_probe where id = ${id}`)).rows[0]!.n;
  } finally {
    client.release();
  }
}

describe.runIf(isPostgresRun())('a pool transaction (pipelined)', () => {
  beforeAll(async () => {
    server = await startTestServer();
    const client = await (await pool()).connect();
    await client.query('create table pool_probe (id int primary key)');
    client.release();
  });
  afterAll(async () => {
    await server?.close();
  });

  const em = () => server.deps.orm.em.fork();

  it('runs two statements sent together in order, commits them, and gives the connection back unpipelined', async () => {
    const [inserted, seen] = (await inPoolTransaction(em(), (tx) =>
      runBoth(
        tx,
        () => run(tx, INSERT, { id: 1 }),
        () => run(tx, COUNT, { id: 1 }),
      ),
    ))!.value;
    expect(inserted).toEqual([{ id: 1 }]);
    // The second statement ran after the first, inside the same transaction.
    expect(seen).toEqual([{ n: 1 }]);
    expect(await count(1)).toBe(1);
    // The pool hands the most recently released connection out first: the transaction's.
    const client = await (await pool()).connect();
    try {
      expect(client.pipeline).toBe(false);
    } finally {
      client.release();
    }
  });

  it('rolls everything back when a pipelined statement fails, and the error reaches the caller', async () => {
    await expect(
      inPoolTransaction(em(), (tx) =>
        runBoth(
          tx,
          () => run(tx, INSERT, { id: 2 }),
          () => run(tx, INSERT, { id: 2 }),
        ),
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await count(2)).toBe(0);
    // The connection is healthy afterwards: the next transaction on it commits.
    await inPoolTransaction(em(), (tx) => run(tx, INSERT, { id: 3 }));
    expect(await count(3)).toBe(1);
  });

  it('runs typed Kysely queries on the same connection, inside the same transaction', async () => {
    const seen = await inPoolTransaction(em(), async (tx) => {
      await run(tx, INSERT, { id: 4 });
      // A query of db(tx) sees the statement's uncommitted row: the same transaction.
      const row = await sql<{ n: number }>`select count(*)::int as n from pool_probe where id = 4`.execute(
        db(tx),
      );
      return row.rows[0]?.n;
    });
    expect(seen).toEqual({ value: 1 });
    expect(await count(4)).toBe(1);
  });

  it('rolls a Kysely query back with the rest when the work throws', async () => {
    await expect(
      inPoolTransaction(em(), async (tx) => {
        await sql`insert into pool_probe (id) values (5)`.execute(db(tx));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await count(5)).toBe(0);
  });
});
