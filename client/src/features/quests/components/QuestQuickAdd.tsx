import { useRef } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { QuestQuickAddField } from '@/shared/quick-add/QuestQuickAddField.tsx';

/**
 * The Quest Board's one-line quick add (DESIGN section 13): a thought becomes an easy quest with
 * one Enter, its day, reminder and routine read from the line; New Quest stays for the rest.
 */
export function QuestQuickAdd({ understand }: { understand: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardContent className="pt-5">
        <QuestQuickAddField
          id="board-quick-add"
          understand={understand}
          inputRef={inputRef}
          onSent={(byButton) => {
            if (byButton) inputRef.current?.focus();
          }}
        />
      </CardContent>
    </Card>
  );
}
