import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Em } from '../../db/orm.ts';
import type { ChecklistItem } from '../../protocol/api/planning.ts';
import { db } from './database.ts';
import { jsonColumn } from './prepared.ts';

/**
 * A quest's or task's checklist (DESIGN section 13): a jsonb array of `{ id, text, done }` on its
 * row, in order. Each change is one statement on the row of the player's own item, so two tabs
 * ticking at once lose neither tick, and the cap is checked where the item is appended.
 */

/** The checklist column as a plain row gives it (parsed by node-postgres, text from PGlite). */
export const checklistOf = (value: unknown): ChecklistItem[] =>
  value === null || value === undefined ? [] : jsonColumn(value as ChecklistItem[] | string);

export type ChecklistOwner = 'quests' | 'tasks';

/** What a checklist change answers: the whole list as written, or why nothing was written. */
export type ChecklistWrite =
  | { kind: 'written'; checklist: ChecklistItem[]; item: ChecklistItem | null }
  | { kind: 'not-found' }
  | { kind: 'full' };

/** Appends a step to the player's own quest or task, unless it already has `max` steps. */
export async function appendChecklistItem(
  em: Em,
  owner: ChecklistOwner,
  userId: string,
  id: string,
  text: string,
  max: number,
): Promise<ChecklistWrite> {
  const item: ChecklistItem = { id: randomUUID(), text, done: false };
  const row = await db(em)
    .updateTable(owner)
    .set({ checklist: sql`checklist || jsonb_build_array(${JSON.stringify(item)}::jsonb)` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(sql<boolean>`jsonb_array_length(checklist) < ${max}`)
    .returning('checklist')
    .executeTakeFirst();
  if (row) return { kind: 'written', checklist: checklistOf(row.checklist), item };
  return (await ownsRow(em, owner, userId, id)) ? { kind: 'full' } : { kind: 'not-found' };
}

/** Changes one step's text or tick; not found when the item or the step is not the player's. */
export async function changeChecklistItem(
  em: Em,
  owner: ChecklistOwner,
  userId: string,
  id: string,
  itemId: string,
  change: { text?: string; done?: boolean },
): Promise<ChecklistWrite> {
  const patch = JSON.stringify(change);
  const row = await db(em)
    .updateTable(owner)
    .set({
      checklist: sql`(select jsonb_agg(case when e->>'id' = ${itemId} then e || ${patch}::jsonb else e end
        order by n) from jsonb_array_elements(checklist) with ordinality as t(e, n))`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(sql<boolean>`checklist @> jsonb_build_array(jsonb_build_object('id', ${itemId}::text))`)
    .returning('checklist')
    .executeTakeFirst();
  if (!row) return { kind: 'not-found' };
  const checklist = checklistOf(row.checklist);
  return { kind: 'written', checklist, item: checklist.find((i) => i.id === itemId) ?? null };
}

/** Removes one step; not found when the item or the step is not the player's. */
export async function removeChecklistItem(
  em: Em,
  owner: ChecklistOwner,
  userId: string,
  id: string,
  itemId: string,
): Promise<ChecklistWrite> {
  const row = await db(em)
    .updateTable(owner)
    .set({
      checklist: sql`coalesce((select jsonb_agg(e order by n) from jsonb_array_elements(checklist)
        with ordinality as t(e, n) where e->>'id' <> ${itemId}), '[]'::jsonb)`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(sql<boolean>`checklist @> jsonb_build_array(jsonb_build_object('id', ${itemId}::text))`)
    .returning('checklist')
    .executeTakeFirst();
  return row ? { kind: 'written', checklist: checklistOf(row.checklist), item: null } : { kind: 'not-found' };
}

async function ownsRow(em: Em, owner: ChecklistOwner, userId: string, id: string): Promise<boolean> {
  const row = await db(em)
    .selectFrom(owner)
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
