import { type ChecklistItem, checklistItemSchema } from '@protocol/api/planning.ts';
import type { Quest } from '@protocol/api/quests.ts';
import type { Task } from '@protocol/api/tasks.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription, serverMessage } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Whose checklist: a quest's or a task's (the routes are the same under both). */
export type ChecklistOwner = 'quests' | 'tasks';

/** The 409 a 31st step answers (server/commands/checklists.ts), shown in the player's language. */
const FULL_MESSAGE = 'A checklist holds at most 30 steps';

const checklistPath = (owner: ChecklistOwner, id: string, itemId?: string) =>
  `/api/${owner}/${encodeURIComponent(id)}/checklist${itemId ? `/${encodeURIComponent(itemId)}` : ''}`;

/** `POST /api/{quests|tasks}/{id}/checklist`: a new step at the end; answers the step. */
export async function addChecklistItem(
  owner: ChecklistOwner,
  id: string,
  text: string,
): Promise<ChecklistItem> {
  return checklistItemSchema.parse(await apiRequest('POST', checklistPath(owner, id), { text }));
}

/** `PATCH .../checklist/{itemId}`: ticked or not (or new words); answers the step as changed. */
export async function updateChecklistItem(
  owner: ChecklistOwner,
  id: string,
  itemId: string,
  change: { text?: string; done?: boolean },
): Promise<ChecklistItem> {
  return checklistItemSchema.parse(await apiRequest('PATCH', checklistPath(owner, id, itemId), change));
}

/** `DELETE .../checklist/{itemId}`: 204. */
export async function deleteChecklistItem(owner: ChecklistOwner, id: string, itemId: string): Promise<void> {
  await apiRequest('DELETE', checklistPath(owner, id, itemId));
}

type ChecklistChange = (checklist: ChecklistItem[]) => ChecklistItem[];

function changeIn<T extends { id: string; checklist: ChecklistItem[] }>(
  queryClient: QueryClient,
  key: readonly string[],
  id: string,
  change: ChecklistChange,
): void {
  queryClient.setQueryData<T[]>(key, (items) =>
    items?.map((item) => (item.id === id ? { ...item, checklist: change(item.checklist) } : item)),
  );
}

/** Changes one quest's or task's checklist in the cached list (/api/quests or /api/tasks) at once. */
export function changeCachedChecklist(
  queryClient: QueryClient,
  owner: ChecklistOwner,
  id: string,
  change: ChecklistChange,
): void {
  if (owner === 'quests') changeIn<Quest>(queryClient, queryKeys.quests, id, change);
  else changeIn<Task>(queryClient, queryKeys.tasks, id, change);
}

const listKey = (owner: ChecklistOwner) => (owner === 'quests' ? queryKeys.quests : queryKeys.tasks);

/** The server's words for a refused change, in the player's language where they are known. */
export function checklistErrorText(t: TFunction, error: unknown): string | undefined {
  if (serverMessage(error)?.startsWith(FULL_MESSAGE)) return t('planning.checklist.full');
  return errorDescription(t, error);
}

/**
 * The inline checklist of one quest or task (DESIGN section 13): ticking and removing show at once
 * in the cached list and are rolled back with a toast when the server refuses; a new step shows
 * once the server has given it its id. Steps give no reward, so nothing else is read again.
 */
export function useChecklist(owner: ChecklistOwner, ownerId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = (apply: ChecklistChange) => changeCachedChecklist(queryClient, owner, ownerId, apply);
  const failed = (title: string, error: unknown) =>
    toast({ title, description: checklistErrorText(t, error), variant: 'destructive' });

  const setDone = (itemId: string, done: boolean) =>
    change((steps) => steps.map((step) => (step.id === itemId ? { ...step, done } : step)));
  const without = (itemId: string) => change((steps) => steps.filter((step) => step.id !== itemId));

  const ticking = useMutation({
    mutationFn: ({ item, done }: { item: ChecklistItem; done: boolean }) =>
      updateChecklistItem(owner, ownerId, item.id, { done }),
    // A list read already on its way would bring back the step as it was: it is cancelled (which
    // puts back the list it started from), and the change shown again.
    onMutate: async ({ item, done }) => {
      await queryClient.cancelQueries({ queryKey: listKey(owner) });
      setDone(item.id, done);
    },
    onSuccess: (saved) => change((steps) => steps.map((step) => (step.id === saved.id ? saved : step))),
    onError: (error, { item }) => {
      setDone(item.id, item.done);
      failed(t('planning.checklist.tickFailed'), error);
    },
  });

  const adding = useMutation({
    mutationFn: (text: string) => addChecklistItem(owner, ownerId, text),
    onSuccess: (item) => change((steps) => [...steps.filter((step) => step.id !== item.id), item]),
    onError: (error) => failed(t('planning.checklist.addFailed'), error),
  });

  const removing = useMutation({
    mutationFn: ({ item }: { item: ChecklistItem; index: number }) =>
      deleteChecklistItem(owner, ownerId, item.id),
    onMutate: async ({ item }) => {
      await queryClient.cancelQueries({ queryKey: listKey(owner) });
      without(item.id);
    },
    onError: (error, { item, index }) => {
      // Back where it stood, unless it came back meanwhile.
      change((steps) => {
        if (steps.some((step) => step.id === item.id)) return steps;
        const at = index >= 0 ? Math.min(index, steps.length) : steps.length;
        return [...steps.slice(0, at), item, ...steps.slice(at)];
      });
      failed(t('planning.checklist.removeFailed'), error);
    },
  });

  return {
    /** Ticks or unticks a step; `settled` once the server has answered (the list shows its word). */
    tick: (item: ChecklistItem, done: boolean, settled?: () => void) => {
      setDone(item.id, done);
      ticking.mutate({ item, done }, settled ? { onSettled: settled } : undefined);
    },
    add: adding,
    /** Removes a step at once; `index` is where it stood, for putting it back on a failure. */
    remove: (item: ChecklistItem, index: number) => {
      without(item.id);
      removing.mutate({ item, index });
    },
  };
}
