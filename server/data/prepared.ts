import { CompiledQuery } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { registerStatement } from '../../db/preparedStatements.ts';

/**
 * A hot statement (issue 17): written once with `$1, $2...` placeholders and a name. On PostgreSQL
 * it runs as a named prepared statement on every pooled connection (parsed and planned once per
 * connection, then only executed); on PGlite it runs with the same parameters. Unlike `sql()`
 * (`server/data/sql.ts`), whose text is formatted with its values inlined by the ORM, the values
 * travel apart from the text, so no statement is parsed or planned twice for new values.
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

/** Runs a hot statement inside the caller's transaction (or alone), rows as plain objects. */
export async function run<Row extends object>(
  em: Em,
  s: Statement,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  if (listeners.size > 0) for (const l of listeners) l(s.text, params);
  const executor = em.getTransactionContext() ?? em.getConnection().getClient();
  const result = await executor.executeQuery(CompiledQuery.raw(s.text, [...params]));
  return result.rows as Row[];
}
