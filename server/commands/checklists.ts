import type { Em } from '../../db/orm.ts';
import { CHECKLIST_MAX, type ChecklistItem } from '../../protocol/api/planning.ts';
import {
  appendChecklistItem,
  type ChecklistOwner,
  type ChecklistWrite,
  changeChecklistItem,
  removeChecklistItem,
} from '../data/checklists.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { questNotFound } from './quests.ts';
import { taskNotFound } from './tasks.ts';

/**
 * A quest's or task's checklist (DESIGN section 13): steps are added, renamed, ticked and removed
 * one statement each on the player's own item; they give no reward (the quest or task does).
 */

const ownerNotFound = (owner: ChecklistOwner) => (owner === 'quests' ? questNotFound() : taskNotFound());
export const checklistItemNotFound = () => notFound('Checklist item not found');

/** The list as written, or the refusal: a full list 409, an item that is not the player's 404. */
function checked(result: ChecklistWrite, onMissing: () => Error): ChecklistItem | null {
  if (result.kind === 'full')
    throw conflict(`A checklist holds at most ${CHECKLIST_MAX} steps. Finish or remove one first.`);
  if (result.kind === 'not-found') throw onMissing();
  return result.item;
}

export async function addChecklistItem(
  em: Em,
  userId: string,
  owner: ChecklistOwner,
  id: string,
  text: string,
): Promise<ChecklistItem> {
  const missing = () => ownerNotFound(owner);
  const item = checked(await appendChecklistItem(em, owner, userId, id, text, CHECKLIST_MAX), missing);
  if (!item) throw missing();
  return item;
}

export async function updateChecklistItem(
  em: Em,
  userId: string,
  owner: ChecklistOwner,
  id: string,
  itemId: string,
  change: { text?: string | undefined; done?: boolean | undefined },
): Promise<ChecklistItem> {
  const patch = {
    ...(change.text !== undefined ? { text: change.text } : {}),
    ...(change.done !== undefined ? { done: change.done } : {}),
  };
  const item = checked(
    await changeChecklistItem(em, owner, userId, id, itemId, patch),
    checklistItemNotFound,
  );
  if (!item) throw checklistItemNotFound();
  return item;
}

export async function deleteChecklistItem(
  em: Em,
  userId: string,
  owner: ChecklistOwner,
  id: string,
  itemId: string,
): Promise<void> {
  checked(await removeChecklistItem(em, owner, userId, id, itemId), checklistItemNotFound);
}
