import type { QuickAddParse } from '@protocol/api/quickAdd.ts';
import { Plus } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { takeQuickAddOffer } from './offer.ts';
import { QuickAddHighlight, QuickAddUnderstood } from './QuickAddUnderstood.tsx';
import { useQuickAddLine } from './reading.ts';
import { VoiceButton } from './VoiceButton.tsx';

/** What one Enter adds: the title and what the line said about it (null: the line as typed). */
export interface QuickAddItem {
  title: string;
  reading: QuickAddParse | null;
}

interface QuickAddFieldProps {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  submitShort: string;
  hint: string;
  /** Whether the line is read for dates and the rest (the player's Profile switch). */
  understand: boolean;
  pending: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A title's own problem (too long...), in the player's language; null when it may be added. */
  titleError: (title: string) => string | null;
  /** Adds the item; rejects when it was not added (the caller's toast says why). */
  onAdd: (item: QuickAddItem) => Promise<unknown>;
  /** Called once the line is sent, with whether the button sent it (the field takes the focus back). */
  onSent?: (byButton: boolean) => void;
}

/**
 * The one-line quick add (DESIGN section 13): the line is read as the player types, what was
 * understood is marked in it and listed below it with an undo per part, and one Enter adds it.
 * The field is emptied at once for the next thought; a line that fails to be added comes back.
 */
export function QuickAddField(props: QuickAddFieldProps) {
  const { t } = useTranslation();
  const line = useQuickAddLine(props.understand);
  const [error, setError] = useState<string | null>(null);
  const [scrollLeft, setScrollLeft] = useState(0);
  // Text shared from another app (/share) or the 'n' key's request: filled in and focused once.
  const { setText } = line;
  const { inputRef } = props;
  useEffect(() => {
    const offer = takeQuickAddOffer();
    if (!offer) return;
    if (offer.text) setText(offer.text);
    inputRef.current?.focus();
  }, [setText, inputRef]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const understoodId = `${props.id}-understood`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!line.text.trim()) {
      // A second press while the last one is on its way: nothing new to add, nothing to say.
      if (!props.pending) setError(t('quests.form.titleRequired'));
      return;
    }
    const byButton = document.activeElement !== props.inputRef.current;
    // Emptied at once, not on the answer: the next thought may be typed meanwhile.
    const taken = line.takeForAdd();
    props.onSent?.(byButton);
    // Lines are sent in the order they were typed, each once it has been read.
    const turn = queue.current.then(async () => {
      const reading = await taken.reading;
      const title = (reading ? reading.title : taken.text).trim();
      const problem = title ? props.titleError(title) : t('quickAdd.titleMissing');
      if (problem) {
        line.restore(taken.text);
        setError(problem);
        return;
      }
      setError(null);
      // Not added (the toast says why): the line comes back unless a new one was typed meanwhile.
      props.onAdd({ title, reading }).catch(() => line.restore(taken.text));
    });
    queue.current = turn;
    await turn;
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1 rounded-xl bg-night-950/70">
          {props.understand ? <QuickAddHighlight line={line} scrollLeft={scrollLeft} /> : null}
          <input
            ref={props.inputRef}
            id={props.id}
            data-quick-add
            name="title"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            value={line.text}
            onChange={(event) => {
              line.setText(event.target.value);
              if (error) setError(null);
            }}
            onScroll={(event) => setScrollLeft(event.currentTarget.scrollLeft)}
            onSelect={(event) => setScrollLeft(event.currentTarget.scrollLeft)}
            placeholder={props.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, hintId, understoodId].filter(Boolean).join(' ')}
            className={cn(inputClasses, 'relative bg-transparent')}
          />
        </div>
        <VoiceButton
          onHeard={(heard) => {
            line.setText(line.text ? `${line.text.trimEnd()} ${heard}` : heard);
            props.inputRef.current?.focus();
          }}
          onProblem={setError}
        />
        <Button
          type="submit"
          variant="outline"
          className="shrink-0 px-3 sm:px-4"
          aria-label={props.submitLabel}
        >
          {props.pending ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden />}
          <span className="hidden sm:inline" aria-hidden>
            {props.submitShort}
          </span>
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : null}
      <QuickAddUnderstood line={line} id={understoodId} />
      <p id={hintId} className="text-xs text-haze">
        {props.understand ? props.hint : t('quickAdd.plainHint')}
      </p>
    </form>
  );
}
