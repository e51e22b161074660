import { CompiledQuery } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { registerStatement } from '../../db/preparedStatements.ts';

/**
 * A hot statement: written once with `$1, $2...` placeholders and a name. On PostgreSQL
 * it runs as a named prepared statement on every pooled connection (parsed and planned once per
 * connection, then only executed); on PGlite it runs with the same parameters. A Kysely query
 * (`server/data/database.ts`) is built and compiled on every call and parsed and planned on every
 * run; a hot statement skips all of that.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

export function statement(name: string, text: string): Statement {
  registerStatement(name, text);
  return { name, text };
}

type Listener = (text: string, params: readonly unknown[]) => void;
const listeners = new Set<Listener>();

/** Sees every hot statement as it is sent (the EXPLAIN test records the hot paths with it). */
export function onStatement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A transaction held on one pooled PostgreSQL connection without the ORM (`inPoolTransaction`):
 * the hottest write runs its few statements here, and the ORM's transaction, with its entity
 * manager, only when a rarer step needs entities.
 */
export class PoolTransaction {
  readonly client: NativeClient;
  /** The transaction's `begin`, still on its way with the first statements (pipelined). */
  readonly begun: Promise<unknown>;
  constructor(client: NativeClient, begun: Promise<unknown>) {
    this.client = client;
    this.begun = begun;
  }
}

/**
 * Runs two hot statements that depend on nothing the other returns: in a pool transaction both
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

/** Where a hot statement runs: the ORM's entity manager (in its transaction or alone), or a pool transaction. */
export type Runner = Em | PoolTransaction;

/** Runs a hot statement inside the caller's transaction (or alone), rows as plain objects. */
export async function run<Row extends object>(
  runner: Runner,
  s: Statement,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  if (listeners.size > 0) for (const l of listeners) l(s.text, params);
  if (runner instanceof PoolTransaction) {
    // Sent before `begin` has answered (pipelined); the rows count only once it has.
    const sent = runner.client.query({ name: s.name, text: s.text, values: [...params] });
    const [, result] = await Promise.all([runner.begun, sent]);
    return result.rows as Row[];
  }
  const em = runner;
  const transaction = em.getTransactionContext();
  if (!transaction) {
    // Alone on PostgreSQL: straight to the pool, the query builder's executor (a connection
    // provider, plugins, a compiled query object) costs more than the statement's own work.
    const pool = await poolOf(em);
    if (pool) return (await pool.query({ name: s.name, text: s.text, values: [...params] })).rows as Row[];
  }
  const executor = transaction ?? em.getConnection().getClient();
  const result = await executor.executeQuery(CompiledQuery.raw(s.text, [...params]));
  return result.rows as Row[];
}

interface NativeClient {
  query(config: { name: string; text: string; values: unknown[] } | string): Promise<{ rows: unknown[] }>;
  /** node-postgres's pipeline mode: queries are written without waiting for the previous answer. */
  pipeline: boolean;
}

interface NativePool extends NativeClient {
  connect(): Promise<NativeClient & { release(err?: Error | boolean): void }>;
}

/** `inPoolTransaction`'s work says so to roll back: the caller then takes another way. */
export const ROLL_BACK: unique symbol = Symbol('roll back');

/**
 * Runs `work` in a transaction of its own on one pooled connection, committed when it returns a
 * value, rolled back when it throws (the error goes on) or returns `ROLL_BACK`. Null when it
 * rolled back that way, or without a pool to take a connection from (PGlite): the caller then
 * does the work in the ORM's transaction instead.
 */
export async function inPoolTransaction<T>(
  em: Em,
  work: (tx: PoolTransaction) => Promise<T | typeof ROLL_BACK>,
): Promise<T | null> {
  const pool = await poolOf(em);
  if (!pool) return null;
  const client = await pool.connect();
  // Pipelined while this transaction holds the connection (node-postgres reads the flag at each
  // send; the connection is idle when it changes, at both ends): `begin` leaves in the same write
  // as the work's first statements, a round trip less. The pool's other users see it off.
  client.pipeline = true;
  const begun = client.query('begin');
  // Awaited with every statement (run); caught here so a failed begin is not also unhandled.
  begun.catch(() => undefined);
  let broken: Error | undefined;
  try {
    const result = await work(new PoolTransaction(client, begun));
    await begun;
    await client.query(result === ROLL_BACK ? 'rollback' : 'commit');
    return result === ROLL_BACK ? null : result;
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
