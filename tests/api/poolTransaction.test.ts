import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRun } from '../../scripts/lib/database.ts';
import { inPoolTransaction, ROLL_BACK, run, runBoth, statement } from '../../server/data/prepared.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The pool transaction is PostgreSQL's (PGlite has no pool: inPoolTransaction answers null there).
const INSERT = statement('test_pool_probe_insert', 'insert into pool_probe (id) values ($1) returning id');
const COUNT = statement('test_pool_probe_count', 'select count(*)::int as n from pool_probe where id = $1');

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
        () => run<{ id: number }>(tx, INSERT, [1]),
        () => run<{ n: number }>(tx, COUNT, [1]),
      ),
    ))!;
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
          () => run(tx, INSERT, [2]),
          () => run(tx, INSERT, [2]),
        ),
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await count(2)).toBe(0);
    // The connection is healthy afterwards: the next transaction on it commits.
    await inPoolTransaction(em(), (tx) => run(tx, INSERT, [3]));
    expect(await count(3)).toBe(1);
  });

  it('rolls back and answers null when the work says ROLL_BACK', async () => {
    const result = await inPoolTransaction(em(), async (tx) => {
      await run(tx, INSERT, [4]);
      return ROLL_BACK;
    });
    expect(result).toBeNull();
    expect(await count(4)).toBe(0);
  });
});
