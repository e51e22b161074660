import {
  type Compilable,
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import type { Em } from '../../db/orm.ts';
import { registerStatement } from '../../db/preparedStatements.ts';
import type { Database } from './database.ts';

/**
 * A hot statement: a Kysely query written once with named parameters, compiled once when the
 * module loads (its `$1, $2...` text and which argument goes where), and sent by name. On
 * PostgreSQL it runs as a named prepared statement on every pooled connection (parsed and planned
 * once per connection, then only executed); on PGlite it runs with the same parameters. A query of
 * `db()` (`server/data/database.ts`) is built and compiled on every call and parsed and planned on
 * every run; a hot statement skips all of that, and is typed from the schema all the same.
 */
export interface Statement<Params, Row> {
  readonly name: string;
  readonly text: string;
  /** The values in placeholder order, from the named arguments. */
  readonly values: (params: Params) => unknown[];
  /** Only for the row type: a statement's rows are what its query selects or returns. */
  readonly row?: Row;
}

/** Builds queries for compiling only: it has no connection and runs nothing. */
export const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** An argument's place in a statement while it is compiled: Kysely passes it through as a value. */
class Placeholder {
  readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
}

/**
 * Compiles `build`'s query once, with a placeholder for each named argument it reads (`p.userId`),
 * and registers its text under `name`. Constants written in the query stay constants. An argument
 * must be used as a plain value (`= any(${p.ids})` for a list, never `in p.ids`: Kysely would
 * expand a list into one placeholder per element).
 */
export function statement<Params extends object, Row>(
  name: string,
  build: (p: Params) => Compilable<Row> | RawBuilder<Row>,
): Statement<Params, Row> {
  const args = new Proxy({} as Params, {
    get: (_target, key) => new Placeholder(String(key)),
  });
  const built = build(args);
  const compiled = 'isRawBuilder' in built ? built.compile(compiler) : built.compile();
  const slots = compiled.parameters;
  registerStatement(name, compiled.sql);
  return {
    name,
    text: compiled.sql,
    values: (params) =>
      slots.map((slot) =>
        slot instanceof Placeholder ? (params as Record<string, unknown>)[slot.key] : slot,
      ),
  };
}

type Listener = (text: string, params: readonly unknown[]) => void;
const listeners = new Set<Listener>();

/** Sees every hot statement as it is sent (the EXPLAIN test records the hot paths with it). */
export function onStatement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface QueryResultRows {
  rows: unknown[];
  rowCount?: number | null;
}

/**
 * A transaction held on one pooled PostgreSQL connection without the ORM (`inPoolTransaction`):
 * a quest completion, the hottest write, runs here from its first lock to its commit, defeat
 * included; `db(tx)` and hot statements both run on it.
 */
export class PoolTransaction {
  readonly #client: NativeClient;
  /** The transaction's `begin`, still on its way with the first statements (pipelined). */
  readonly #begun: Promise<unknown>;
  constructor(client: NativeClient, begun: Promise<unknown>) {
    this.#client = client;
    this.#begun = begun;
  }

  /**
   * Sends one statement before `begin` has answered (pipelined); its rows count only once `begin`
   * has. A registered text goes as its named prepared statement (`db/preparedStatements.ts`).
   */
  async query(text: string, values: readonly unknown[], name?: string): Promise<QueryResultRows> {
    const sent = name
      ? this.#client.query({ name, text, values: [...values] })
      : this.#client.query(text, [...values]);
    const [, result] = await Promise.all([this.#begun, sent]);
    return result;
  }
}

/**
 * Runs two statements that depend on nothing the other returns: in a pool transaction both
 * leave at once (pipelined, one round trip; the database still runs them in this order), in the
 * ORM's transaction one after the other.
 */
export async function runBoth<A, B>(
  runner: Runner,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  if (runner instanceof PoolTransaction) return Promise.all([first(), second()]);
  const a = await first();
  return [a, await second()];
}

/** A json column of a hot statement's row: parsed by node-postgres, text from PGlite. */
export const jsonColumn = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Where a query runs: the ORM's entity manager (in its transaction or alone), or a pool transaction. */
export type Runner = Em | PoolTransaction;

/** Runs a hot statement inside the caller's transaction (or alone), rows as plain objects. */
export async function run<Params, Row>(
  runner: Runner,
  s: Statement<Params, Row>,
  params: Params,
): Promise<Row[]> {
  const values = s.values(params);
  if (listeners.size > 0) for (const l of listeners) l(s.text, values);
  if (runner instanceof PoolTransaction) return (await runner.query(s.text, values, s.name)).rows as Row[];
  const em = runner;
  const transaction = em.getTransactionContext();
  if (!transaction) {
    // Alone on PostgreSQL: straight to the pool, the query builder's executor (a connection
    // provider, plugins, a compiled query object) costs more than the statement's own work.
    const pool = await poolOf(em);
    if (pool) return (await pool.query({ name: s.name, text: s.text, values })).rows as Row[];
  }
  const executor = transaction ?? em.getConnection().getClient();
  const result = await executor.executeQuery(CompiledQuery.raw(s.text, values));
  return result.rows as Row[];
}

interface NativeClient {
  query(
    config: { name: string; text: string; values: unknown[] } | string,
    values?: unknown[],
  ): Promise<QueryResultRows>;
  /** node-postgres's pipeline mode: queries are written without waiting for the previous answer. */
  pipeline: boolean;
}

interface NativePool extends NativeClient {
  connect(): Promise<NativeClient & { release(err?: Error | boolean): void }>;
}

/**
 * Runs `work` in a transaction of its own on one pooled connection, committed when it returns,
 * rolled back when it throws (the error goes on). Null without a pool to take a connection from
 * (PGlite): the caller then runs the same work in the ORM's transaction, where every statement of
 * it runs alike.
 */
export async function inPoolTransaction<T>(
  em: Em,
  work: (tx: PoolTransaction) => Promise<T>,
): Promise<{ value: T } | null> {
  const pool = await poolOf(em);
  if (!pool) return null;
  const client = await pool.connect();
  // Pipelined while this transaction holds the connection (node-postgres reads the flag at each
  // send; the connection is idle when it changes, at both ends): `begin` leaves in the same write
  // as the work's first statements, a round trip less. The pool's other users see it off.
  client.pipeline = true;
  const begun = client.query('begin');
  // Awaited with every statement (PoolTransaction.query); caught here so a failed begin is not also unhandled.
  begun.catch(() => undefined);
  let broken: Error | undefined;
  try {
    const value = await work(new PoolTransaction(client, begun));
    await begun;
    await client.query('commit');
    return { value };
  } catch (err) {
    // A connection whose rollback fails too is in an unknown state: the pool drops it.
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw err;
  } finally {
    client.pipeline = false;
    client.release(broken);
  }
}

/**
 * The work in a pool transaction on PostgreSQL, or in the ORM's transaction on PGlite (no pool):
 * the same statements either way.
 */
export async function inTransaction<T>(em: Em, work: (tx: Runner) => Promise<T>): Promise<T> {
  const pooled = await inPoolTransaction(em, work);
  return pooled ? pooled.value : em.transactional((tx) => work(tx));
}

/**
 * The node-postgres pool behind an ORM connection; null on PGlite, whose one connection is shared
 * with open transactions: only the query builder's lock keeps a lone statement out of them.
 */
const pools = new WeakMap<object, NativePool | null>();

async function poolOf(em: Em): Promise<NativePool | null> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (pool === undefined) {
    const native: unknown = await connection.getNativeClient();
    pool = isPgPool(native) ? native : null;
    pools.set(connection, pool);
  }
  return pool;
}

function isPgPool(client: unknown): client is NativePool {
  return (
    typeof client === 'object' &&
    client !== null &&
    'totalCount' in client &&
    'idleCount' in client &&
    typeof (client as { query?: unknown }).query === 'function' &&
    typeof (client as { connect?: unknown }).connect === 'function'
  );
}
