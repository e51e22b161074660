import { QuestCompanion } from '../../features/ai/components/QuestCompanion.tsx';

/**
 * The AI Quest Companion, bottom right: its round button for players (spec 001 section 2). Visitors
 * get no button, but the `openAIAssistant` event still opens the dialog, which asks them to sign in.
 * The slot takes no space and catches no clicks beyond the button itself.
 */
export function AssistantSlot({ signedIn }: { signedIn: boolean }) {
  return (
    <div
      id="assistant-slot"
      data-testid="assistant-slot"
      // Phones: above the tab bar (BottomTabBar), never over it.
      className="pointer-events-none fixed right-4 bottom-4 z-30 empty:hidden max-[641px]:bottom-[calc(5rem+env(safe-area-inset-bottom))] sm:right-6 sm:bottom-6"
    >
      <QuestCompanion signedIn={signedIn} />
    </div>
  );
}
