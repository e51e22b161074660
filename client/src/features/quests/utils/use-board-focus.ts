import { useEffect, useRef, useState } from 'react';
import { focusInPlace, focusMovedByPlayer } from '@/lib/focus-moved.ts';

/** How long a closing dialog may take to hand the focus back to its opener. */
const DIALOG_RETURN_MS = 400;

type Target = { kind: 'quest'; id: string } | { kind: 'newQuest' };

interface FocusRequest {
  target: Target;
  /** Wait until this quest has left the open list (it was just completed). */
  whenGone?: string;
  /** A dialog is closing: it first gives the focus back to its opener; take it from there. */
  afterDialog?: boolean;
}

/**
 * Where the keyboard focus goes on the Quest Board after an action, never to <body>: after creating,
 * to the new quest's card; after completing, to the next quest's card (the one below, else the one
 * above) or, when none is left, to New Quest. Never to a Complete button: only the player puts the
 * focus there, so a key meant for something else never completes a quest. Requests wait for the
 * list to catch up; a completion's request is dropped when the player has put the focus elsewhere.
 */
export function useBoardFocus() {
  const questCards = useRef(new Map<string, HTMLElement>());
  const newQuestButton = useRef<HTMLButtonElement>(null);
  const [request, setRequest] = useState<FocusRequest | null>(null);

  useEffect(() => {
    if (!request) return;
    if (request.whenGone && questCards.current.has(request.whenGone)) return;
    if (request.whenGone && focusMovedByPlayer(null)) {
      setRequest(null);
      return;
    }
    const { target } = request;
    const element = target.kind === 'quest' ? questCards.current.get(target.id) : newQuestButton.current;
    if (!element) return;
    setRequest(null);
    if (!request.afterDialog) {
      focusInPlace(element);
      return;
    }
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      document.removeEventListener('focusin', go);
      clearTimeout(timer);
      focusInPlace(element);
    };
    document.addEventListener('focusin', go);
    const timer = setTimeout(go, DIALOG_RETURN_MS);
  });

  return {
    newQuestButton,
    /** A quest's card, focusable by script only (tabIndex -1) and named by its title. */
    registerCard: (id: string) => (element: HTMLElement | null) => {
      if (element) questCards.current.set(id, element);
      else questCards.current.delete(id);
    },
    /** A quest was created from the New Quest dialog. */
    created: (id: string) => setRequest({ target: { kind: 'quest', id }, afterDialog: true }),
    /** A starter quest was added from the empty board (no dialog in between). */
    added: (id: string) => setRequest({ target: { kind: 'quest', id } }),
    /** `id` is being completed; `order` is the open list as shown. */
    completing: (id: string, order: readonly string[]) => {
      const index = order.indexOf(id);
      const next = order[index + 1] ?? order[index - 1];
      setRequest({
        target: next ? { kind: 'quest', id: next } : { kind: 'newQuest' },
        whenGone: id,
      });
    },
    /** It failed: the quest stays, and so does the focus on its button. */
    completeFailed: () => setRequest(null),
  };
}

export type BoardFocus = ReturnType<typeof useBoardFocus>;
