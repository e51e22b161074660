/**
 * Where the AI Quest Companion's floating button will mount (bottom right). Empty until that feature
 * exists: it takes no space and catches no clicks.
 */
export function AssistantSlot() {
  return (
    <div
      id="assistant-slot"
      data-testid="assistant-slot"
      className="pointer-events-none fixed right-4 bottom-4 z-30 empty:hidden sm:right-6 sm:bottom-6"
    />
  );
}
