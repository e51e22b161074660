import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { moment } from './moments.ts';

/** The columns of a focus session its answer and its party's push show. */
const SESSION_COLUMNS = [
  'id',
  'task_id',
  'status',
  'duration_seconds',
  'elapsed_seconds',
  'running_since',
  'completed_at',
] as const;

type SessionColumns = Pick<Selectable<Database['focus_sessions']>, (typeof SESSION_COLUMNS)[number]>;

/** The task a session focuses on, as its answer names it. */
export interface FocusTask {
  id: string;
  title: string;
}

/** A session's row as its answer shows it, with its task (none, or gone: the link is set null). */
function focusSessionOf(row: SessionColumns, task: FocusTask | null) {
  return {
    id: row.id,
    task: row.task_id === null ? null : task,
    status: row.status,
    durationSeconds: Number(row.duration_seconds),
    elapsedSeconds: Number(row.elapsed_seconds),
    runningSince: moment(row.running_since),
    completedAt: moment(row.completed_at),
  };
}

/** A focus session as its answer (presenters/focusSession.ts) and its party's push show it. */
export type FocusSessionRecord = ReturnType<typeof focusSessionOf>;

/** A player's sessions with their task's title (the task may be gone). */
const sessionsWithTask = (k: Kysely<Database>) =>
  k
    .selectFrom('focus_sessions as f')
    .leftJoin('tasks as t', 't.id', 'f.task_id')
    .select(SESSION_COLUMNS.map((c) => `f.${c}` as const))
    .select('t.title as task_title');

type SessionWithTask = SessionColumns & { task_title: string | null };

const withTaskOf = (row: SessionWithTask): FocusSessionRecord =>
  focusSessionOf(
    row,
    row.task_id !== null && row.task_title !== null ? { id: row.task_id, title: row.task_title } : null,
  );

/** The player's open session (running or paused), if any: at most one, a unique index keeps it so. */
export async function openFocusSession(em: Em, userId: string): Promise<FocusSessionRecord | null> {
  const row = await sessionsWithTask(db(em))
    .where('f.user_id', '=', userId)
    .where('f.status', 'in', ['running', 'paused'])
    .executeTakeFirst();
  return row ? withTaskOf(row) : null;
}

/**
 * Starts a session, running from `now`. Null when the player already has an open one: the partial
 * unique index lets one of two racing starts through, and the other writes nothing. The id is a
 * random UUID made here and the creation time the system's, as the entity made them.
 */
export async function insertFocusSession(
  tx: Em,
  session: { userId: string; task: FocusTask | null; durationSeconds: number; now: Date },
): Promise<FocusSessionRecord | null> {
  const row = await db(tx)
    .insertInto('focus_sessions')
    .values({
      id: randomUUID(),
      user_id: session.userId,
      task_id: session.task?.id ?? null,
      status: 'running',
      duration_seconds: session.durationSeconds,
      elapsed_seconds: 0,
      running_since: session.now,
      completed_at: null,
      created_at: new Date(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
  return row ? focusSessionOf(row, session.task) : null;
}

/**
 * One of the player's sessions (another player's is not found), locked for the rest of the
 * caller's transaction: a state change reads and writes it one request at a time. Only the
 * session's row is locked, never its task's.
 */
export async function lockFocusSession(
  tx: Em,
  userId: string,
  id: string,
): Promise<FocusSessionRecord | null> {
  const row = await sessionsWithTask(db(tx))
    .where('f.id', '=', id)
    .where('f.user_id', '=', userId)
    .forUpdate('f')
    .executeTakeFirst();
  return row ? withTaskOf(row) : null;
}

/** What a state change writes on a session: its status and timer. */
export type FocusSessionChange = Pick<
  Updateable<Database['focus_sessions']>,
  'status' | 'elapsed_seconds' | 'running_since' | 'completed_at'
>;

/** Writes a state change on a session locked by the caller: the session as written. */
export async function updateFocusSession(
  tx: Em,
  session: FocusSessionRecord,
  change: FocusSessionChange,
): Promise<FocusSessionRecord> {
  const row = await db(tx)
    .updateTable('focus_sessions')
    .set(change)
    .where('id', '=', session.id)
    .returning(SESSION_COLUMNS)
    .executeTakeFirstOrThrow();
  return focusSessionOf(row, session.task);
}

/** The owner of a session being changed, as their party's push names them. */
export async function focusOwner(tx: Em, userId: string) {
  const row = await db(tx)
    .selectFrom('users')
    .select(['id', 'username', 'party_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, party: row.party_id === null ? null : { id: row.party_id } };
}
