import type { Em } from '../../db/orm.ts';

/**
 * The one way raw SQL runs: `?` placeholders, rows as plain objects, inside the caller's
 * transaction when there is one (a statement outside it would not see its uncommitted rows, nor
 * wait for its locks).
 */
export function sql<Row extends object>(
  em: Em,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(text, [...params], 'all', em.getTransactionContext());
}
