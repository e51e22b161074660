import { CHECKLIST_MAX, CHECKLIST_TEXT_MAX, type ChecklistItem } from '@protocol/api/planning.ts';
import { Check, Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { type ChecklistOwner, useChecklist } from './checklist.ts';

/** Where the focus goes once the list has caught up: never to <body>. */
type FocusRequest = { kind: 'input' } | { kind: 'addButton' } | null;

interface ChecklistProps {
  owner: ChecklistOwner;
  ownerId: string;
  /** The quest's or task's title: it names the list and its controls. */
  title: string;
  items: readonly ChecklistItem[];
  className?: string;
}

/**
 * A quest's or task's checklist, ticked inline (DESIGN section 13): each step a real checkbox named
 * by its words, a remove button per step, how many are done, and 'Add a step', which opens a
 * one-line field: Enter adds and the field stays for the next step, Escape closes it.
 */
export function Checklist({ owner, ownerId, title, items, className }: ChecklistProps) {
  const { t } = useTranslation();
  const { tick, add, remove } = useChecklist(owner, ownerId);
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const boxes = useRef(new Map<string, HTMLInputElement>());
  // A tick shows in the render of the click itself: the cached list's change reaches this component
  // a moment later, and a controlled checkbox would meanwhile flick back.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isDone = (item: ChecklistItem) => ticked.get(item.id) ?? item.done;
  const done = items.filter(isDone).length;
  const errorId = `${id}-error`;

  // Runs after each render until the requested control exists.
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.kind === 'input' ? inputRef.current : addButtonRef.current;
    if (!target) return;
    setFocusRequest(null);
    target.focus();
  });

  function open() {
    setAdding(true);
    setFocusRequest({ kind: 'input' });
  }

  function close() {
    setAdding(false);
    setText('');
    setError(null);
    setFocusRequest({ kind: 'addButton' });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field keeps the focus (the button would take it when pressed).
    inputRef.current?.focus();
    if (add.isPending) return;
    const sent = text.trim();
    if (!sent) {
      setError(t('planning.checklist.required'));
      return;
    }
    if (items.length >= CHECKLIST_MAX) {
      setError(t('planning.checklist.full'));
      return;
    }
    setError(null);
    add.mutate(sent, {
      // Emptied for the next step, unless the player has typed on meanwhile.
      onSuccess: () => setText((current) => (current.trim() === sent ? '' : current)),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  }

  function removeStep(item: ChecklistItem) {
    // The focus moves on before the step goes: to the next step, the one before, or 'Add a step'.
    const index = items.findIndex((step) => step.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    const target =
      (neighbour ? boxes.current.get(neighbour.id) : null) ??
      (adding ? inputRef.current : addButtonRef.current);
    target?.focus();
    remove(item, index);
  }

  return (
    <fieldset
      aria-label={t('planning.checklist.label', { title })}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      {items.length > 0 ? (
        <>
          <p className="text-xs font-semibold text-haze">
            {t('planning.checklist.progress', { done, count: items.length })}
          </p>
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const boxId = `${id}-${item.id}`;
              return (
                <li key={item.id} className="flex min-w-0 items-center gap-2">
                  <span className="relative flex size-6 shrink-0">
                    <input
                      ref={(element) => {
                        if (element) boxes.current.set(item.id, element);
                        else boxes.current.delete(item.id);
                      }}
                      id={boxId}
                      type="checkbox"
                      checked={isDone(item)}
                      onChange={(event) => {
                        const next = event.target.checked;
                        setTicked((known) => new Map(known).set(item.id, next));
                        tick(item, next, () =>
                          setTicked((known) => {
                            const rest = new Map(known);
                            rest.delete(item.id);
                            return rest;
                          }),
                        );
                      }}
                      className={cn(
                        'peer size-6 shrink-0 cursor-pointer appearance-none rounded-md border-2 transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
                        'border-night-500 bg-night-950/60 hover:border-gold-400',
                        'checked:border-verdant-400/70 checked:bg-verdant-900/70',
                      )}
                    />
                    <Check
                      className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-verdant-300 peer-checked:block"
                      strokeWidth={3}
                      aria-hidden
                    />
                  </span>
                  <label
                    htmlFor={boxId}
                    className={cn(
                      'min-w-0 flex-1 cursor-pointer py-1 text-sm [overflow-wrap:anywhere]',
                      isDone(item) ? 'text-haze line-through decoration-haze/70' : 'text-mist',
                    )}
                  >
                    {item.text}
                  </label>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 rounded-lg text-haze hover:bg-ember-900/50 hover:text-ember-300"
                    aria-label={t('planning.checklist.remove', { text: item.text })}
                    onClick={() => removeStep(item)}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {adding ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              ref={inputRef}
              type="text"
              name="step"
              autoComplete="off"
              enterKeyHint="enter"
              maxLength={CHECKLIST_TEXT_MAX}
              aria-label={t('planning.checklist.newStep', { title })}
              placeholder={t('planning.checklist.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(inputClasses, 'min-w-0 flex-1')}
            />
            <Button
              type="submit"
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label={t('planning.checklist.submit')}
            >
              {add.isPending ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0"
              aria-label={t('planning.checklist.close')}
              onClick={close}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
          {error ? (
            <p id={errorId} className="text-sm font-medium text-ember-300">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <Button
          ref={addButtonRef}
          variant="ghost"
          size="sm"
          className="-ml-2 self-start text-gold-300 hover:text-gold-200"
          aria-label={t('planning.checklist.addLabel', { title })}
          onClick={open}
        >
          <Plus className="size-4" aria-hidden />
          {t('planning.checklist.add')}
        </Button>
      )}
    </fieldset>
  );
}
