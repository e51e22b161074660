import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { loadScreenTexts } from '@/i18n/i18n.ts';
import { OPEN_ASSISTANT_EVENT } from '@/lib/assistant.ts';

// Its own chunk (with the screens' texts): players get it with the shell, visitors only when
// something asks for the dialog.
const QuestCompanion = lazy(() =>
  Promise.all([import('@/features/ai/components/QuestCompanion.tsx'), loadScreenTexts()]).then(([m]) => ({
    default: m.QuestCompanion,
  })),
);

/**
 * The AI Quest Companion, bottom right: its round button for players (spec 001 section 2). Visitors
 * get no button, but the `openAIAssistant` event still opens the dialog, which asks them to sign in:
 * the first such event loads the companion, which then opens for it. A player's companion loads with
 * the shell, but a page painted before its scripts (the server's dashboard) can be clicked before its
 * chunk has arrived: the slot keeps that event for it too, until the companion hears them itself.
 * The slot takes no space and catches no clicks beyond the button itself.
 */
export function AssistantSlot({ signedIn }: { signedIn: boolean }) {
  const [openedBy, setOpenedBy] = useState<Event | null>(null);
  const wanted = signedIn || openedBy !== null;
  // A ref, not state: from the companion's own listener on, an event must not be handled twice.
  const companionListening = useRef(false);
  const onListening = useCallback((listening: boolean) => {
    companionListening.current = listening;
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      if (!companionListening.current) setOpenedBy(event);
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onOpen);
  }, []);

  return (
    <div
      id="assistant-slot"
      data-testid="assistant-slot"
      // Phones: on the tab bar's spot kept for it (page-room.ts), above the bar; wider: bottom right.
      className="pointer-events-none fixed z-30 empty:hidden max-[641px]:right-1.5 max-[641px]:bottom-[calc(0.625rem+env(safe-area-inset-bottom))] max-[641px]:z-[41] min-[641px]:right-6 min-[641px]:bottom-6"
    >
      {wanted ? (
        <Suspense fallback={null}>
          <QuestCompanion signedIn={signedIn} openedBy={openedBy ?? undefined} onListening={onListening} />
        </Suspense>
      ) : null}
    </div>
  );
}
