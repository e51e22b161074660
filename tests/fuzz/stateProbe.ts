import { readdirSync } from 'node:fs';
import type { Orm } from '../../db/orm.ts';

/**
 * A cheap fingerprint of everything the server stores, to check that a refused request changed
 * nothing.
 *
 * - The transaction-id counter (`pg_snapshot_xmax`) moves only when some transaction was given an
 *   id, which PostgreSQL does on its first write or row lock: a request that only read leaves it
 *   where it was, and then nothing can have changed (one 0.2 ms query).
 * - When it moved (a write that was rolled back also moves it), each table's row count and highest
 *   `xmin` (the id of the transaction that wrote the row last) are compared: an insert or update
 *   raises the highest `xmin`, a delete lowers the count.
 * - Mail: the number of messages in the outbox folder.
 *
 * The session middleware writes on its own beat before any route runs (the player's last activity,
 * the session's last-seen time, the start of the player's day): the test sends a plain request as
 * the player just before each of the player's cases, so those writes land outside the case.
 */
export interface TableState {
  count: number;
  maxXmin: number;
}

export type Fingerprint = Map<string, TableState>;

export interface StateDiff {
  table: string;
  before: TableState | undefined;
  after: TableState | undefined;
  rows: unknown[];
}

/** Columns that are noise in a report (hashes, tokens). */
const HIDDEN = ['password', 'email_verification_token', 'password_reset_token', 'session_token', 'sess'];

export class StateProbe {
  readonly #orm: Orm;
  readonly #outbox: string;
  #tables: string[] = [];
  #query = '';

  constructor(orm: Orm, outboxDir: string) {
    this.#orm = orm;
    this.#outbox = outboxDir;
  }

  #execute<T>(sql: string): Promise<T[]> {
    return this.#orm.em.getConnection().execute(sql) as Promise<T[]>;
  }

  async init(): Promise<void> {
    const rows = await this.#execute<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    this.#tables = rows.map((r) => r.table_name);
    this.#query = this.#tables
      .map(
        (t) =>
          `select '${t}' as t, count(*)::int as c, coalesce(max(xmin::text::bigint), 0)::text as x from "${t}"`,
      )
      .join(' union all ');
  }

  async xid(): Promise<string> {
    const [row] = await this.#execute<{ x: string }>(
      'select pg_snapshot_xmax(pg_current_snapshot())::text as x',
    );
    return row!.x;
  }

  stats = { fingerprints: 0, ms: 0 };

  async fingerprint(): Promise<Fingerprint> {
    const t = Date.now();
    this.stats.fingerprints++;
    const rows = await this.#execute<{ t: string; c: number; x: string }>(this.#query);
    this.stats.ms += Date.now() - t;
    return new Map(rows.map((r) => [r.t, { count: Number(r.c), maxXmin: Number(r.x) }]));
  }

  mails(): number {
    try {
      return readdirSync(this.#outbox).length;
    } catch {
      return 0;
    }
  }

  /** The tables that differ, each with the rows written since `sinceXid` (for the report). */
  async diff(before: Fingerprint, after: Fingerprint, sinceXid: string): Promise<StateDiff[]> {
    const out: StateDiff[] = [];
    for (const table of this.#tables) {
      const a = before.get(table);
      const b = after.get(table);
      if (a?.count === b?.count && a?.maxXmin === b?.maxXmin) continue;
      const rows = await this.#execute<{ row: unknown }>(
        `select (to_jsonb(t) - array[${HIDDEN.map((c) => `'${c}'`).join(',')}]) as row from "${table}" t
         where xmin::text::bigint >= ${Number(sinceXid)} limit 5`,
      );
      out.push({ table, before: a, after: b, rows: rows.map((r) => r.row) });
    }
    return out;
  }
}
