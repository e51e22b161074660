import type { InferKyselyDB } from '@mikro-orm/sql';
import {
  type ColumnType,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { entities } from '../../db/entities/index.ts';
import type { Moment } from './moments.ts';
import { PoolTransaction, type Runner } from './prepared.ts';

/** Every table as the entities describe it: table names, snake_case columns, their TypeScript types. */
type EntityTables = InferKyselyDB<(typeof entities)[number]>;

/**
 * A timestamp column reads back as a Moment (text or a Date depending on the driver, see
 * moments.ts), so every read turns it into a Date through `asDate`/`moment`. Writes take Dates.
 */
type Column<V> = [V] extends [ColumnType<infer S, infer I, infer U>]
  ? ColumnType<Read<S>, I, U>
  : NonNullable<V> extends Date
    ? ColumnType<Read<V>, V, V>
    : V;
type Read<V> = V extends Date ? Moment : V;

/** The database as queries in server/data see it: a new column gets its type from its entity. */
export type Database = {
  [Table in keyof EntityTables]: { [Name in keyof EntityTables[Table]]: Column<EntityTables[Table][Name]> };
};

type Listener = (text: string, params: readonly unknown[]) => void;
const listeners = new Set<Listener>();

/**
 * Sees every query of `db()` as it is sent, `$n` placeholders and values apart (tests record what a
 * request reads with it). They bypass the ORM connection's `execute`, where its own statements pass.
 */
export function onQuery(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners each query, compiled as the dialect will send it, and changes nothing. */
class QueryObserver implements KyselyPlugin {
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const { sql, parameters } = this.#compiler.compileQuery(node, queryId);
    for (const listener of listeners) listener(sql, parameters);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
const observer = new QueryObserver();

/**
 * Typed Kysely on the caller's runner: the entity manager, inside its transaction when it has one
 * (a statement outside it would not see its uncommitted rows, nor wait for its locks), or a pool
 * transaction's connection. Table and column names are the database's own, so no naming plugin
 * rewrites a query on its way.
 */
export function db(runner: Runner): Kysely<Database> {
  const kysely = runner instanceof PoolTransaction ? onPoolTransaction(runner) : runner.getKysely<Database>();
  return listeners.size > 0 ? kysely.withPlugin(observer) : kysely;
}

/** A pool transaction's statements, sent on its connection (pipelined like its hot statements). */
class PoolTransactionDriver implements Driver {
  readonly #connection: DatabaseConnection;
  constructor(tx: PoolTransaction) {
    this.#connection = {
      executeQuery: async (query) => {
        const result = await tx.query(query.sql, query.parameters);
        return {
          rows: result.rows as never[],
          ...(result.rowCount == null ? {} : { numAffectedRows: BigInt(result.rowCount) }),
        };
      },
      streamQuery: () => {
        throw new Error('a pool transaction does not stream');
      },
    };
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  // The transaction is already open: `inPoolTransaction` begins and ends it.
  async beginTransaction(): Promise<void> {
    throw new Error('a pool transaction is already open');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('inPoolTransaction commits');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('inPoolTransaction rolls back');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const onPool = new WeakMap<PoolTransaction, Kysely<Database>>();

function onPoolTransaction(tx: PoolTransaction): Kysely<Database> {
  let kysely = onPool.get(tx);
  if (!kysely) {
    kysely = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new PoolTransactionDriver(tx),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    onPool.set(tx, kysely);
  }
  return kysely;
}
