import type { InferKyselyDB } from '@mikro-orm/sql';
import {
  type ColumnType,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { entities } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import type { Moment } from './moments.ts';

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
 * Typed Kysely on the caller's entity manager: inside its transaction when it has one (a statement
 * outside it would not see its uncommitted rows, nor wait for its locks). Table and column names are
 * the database's own, so no naming plugin rewrites a query on its way.
 */
export function db(em: Em): Kysely<Database> {
  const kysely = em.getKysely<Database>();
  return listeners.size > 0 ? kysely.withPlugin(observer) : kysely;
}
