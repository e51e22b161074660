import { CHAT_MESSAGE_MAX_LENGTH } from '@protocol/api/ai.ts';
import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The message field: Enter sends, Shift+Enter starts a new line (spec 001 section 5). Blank messages
 * are ignored; field and button are disabled while a reply is coming or for signed-out visitors.
 */
export function ChatComposer({
  onSend,
  pending,
  disabled,
  inputRef,
}: {
  /** Answers false when the message was not taken (the text then stays in the field). */
  onSend: (text: string) => boolean;
  pending: boolean;
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const locked = disabled || pending;
  const wasPending = useRef(false);

  // Disabling the field took the focus away while the reply came: give it back for the next message.
  useEffect(() => {
    if (wasPending.current && !pending && !disabled) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending, disabled, inputRef]);

  const send = () => {
    if (locked || !text.trim()) return;
    if (onSend(text)) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('ai.chat.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={inputRef}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('ai.chat.placeholder')}
          aria-describedby={hintId}
          disabled={locked}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            inputClasses,
            'field-sizing-content max-h-40 min-h-12 min-w-0 flex-1 resize-none py-2 text-sm sm:text-base',
          )}
        />
        <Button
          type="submit"
          size="icon"
          className="size-12 shrink-0"
          disabled={locked || !text.trim()}
          aria-label={pending ? t('ai.chat.sending') : t('ai.chat.send')}
        >
          {pending ? <Spinner className="size-5" /> : <SendHorizontal className="size-5" aria-hidden />}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-haze">
        {t('ai.chat.hint')}
      </p>
    </form>
  );
}
