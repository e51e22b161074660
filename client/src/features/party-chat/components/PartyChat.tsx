import { CHAT_MESSAGE_MAX, type ChatMessage } from '@protocol/api/chat.ts';
import type { User } from '@protocol/api/user.ts';
import { ArrowDown, Info, SendHorizontal, Trash2 } from 'lucide-react';
import { Label } from 'radix-ui';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import {
  type BossText,
  describeError,
  translateServerMessage,
  useBossText,
} from '@/i18n/boss-screen/boss-text.ts';
import { abilitiesOf } from '@/lib/abilities.ts';
import { cn } from '@/lib/cn.ts';
import { isSameDay } from '@/lib/dates.ts';
import { usePartyChat } from '../api/party-chat.ts';
import { ChatSendError, useRemoveChatMessage, useSendChat } from '../api/send-chat.ts';
import { usePartyChatEvents } from '../realtime/usePartyChatEvents.ts';

/** Within this many pixels of the end the reader counts as 'at the bottom' and follows new messages. */
const BOTTOM_SLACK_PX = 32;
/** The counter turns gold this close to the limit. */
const COUNTER_WARN_AT = CHAT_MESSAGE_MAX - 50;

/** Why a message was not sent, calmly and in the screen's language. */
function describeSendError(text: BossText, error: unknown): string {
  if (error instanceof ChatSendError)
    return error.message ? translateServerMessage(text, error.message) : text.t('chatSendFailed');
  return describeError(text, error);
}

interface PartyChatProps {
  partyId: string;
  user: User;
  className?: string;
}

/**
 * The party's chat beside the fight: the last 200 messages, live from every member on every instance.
 * The list is a log region (new lines are read out politely) that follows new messages only while the
 * reader is at its end; scrolled up, a 'New messages' button waits instead. Enter sends.
 */
export function PartyChat({ partyId, user, className }: PartyChatProps) {
  const text = useBossText();
  const { t, number, language } = text;
  usePartyChatEvents(partyId);
  const chat = usePartyChat(partyId);
  const send = useSendChat();
  const remove = useRemoveChatMessage();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ChatMessage | null>(null);
  const [unseen, setUnseen] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const ids = { input: useId(), hint: useId(), counter: useId() };
  const moderator = abilitiesOf(user).moderate;
  const messages = chat.data ?? [];
  const last = messages.at(-1);

  const scrollToEnd = () => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  // A new last message: follow it if the reader was at the end (or wrote it), else say it is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new last message only
  useLayoutEffect(() => {
    if (!last) return;
    if (atBottom.current || last.userId === user.id) scrollToEnd();
    else setUnseen(true);
  }, [last?.id]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(false);
  };

  const submit = () => {
    const message = draft.trim();
    if (!message || send.isPending) return;
    setProblem(null);
    send.mutate(message, {
      onSuccess: () => setDraft(''),
      onError: (error) => setProblem(describeSendError(text, error)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's word is left alone.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onRemove = (message: ChatMessage) =>
    remove.mutate(message.id, {
      onError: (error) =>
        toast({
          title: t('chatRemoveFailed'),
          description: describeError(text, error),
          variant: 'destructive',
        }),
    });

  const today = new Date();
  const timeOnly = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const dayAndTime = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const when = (iso: string) => {
    const date = new Date(iso);
    return isSameDay(date, today) ? timeOnly.format(date) : dayAndTime.format(date);
  };

  return (
    <Card aria-labelledby="party-chat-title" className={cn('flex flex-col', className)}>
      <CardHeader>
        <CardTitle id="party-chat-title" className="text-lg sm:text-xl">
          {t('chatTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {chat.data === undefined && chat.isError ? (
          <Notice tone="error" title={t('chatLoadFailed')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void chat.refetch()}>
              {t('retry')}
            </Button>
          </Notice>
        ) : (
          <div className="relative">
            {/* The scrolling log region wraps the list (a list given role=log is no list for its items). */}
            <div
              ref={log}
              role="log"
              aria-labelledby="party-chat-title"
              aria-busy={chat.isPending || undefined}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
              tabIndex={0}
              onScroll={onScroll}
              className="h-72 overflow-y-auto rounded-xl bg-night-950/50 p-2 ring-1 ring-night-600/60 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <ol className="flex min-h-full flex-col gap-1">
                {chat.isPending ? (
                  <li className="flex flex-1 items-center justify-center">
                    <Spinner className="size-6 text-gold-300" label={t('loading')} />
                  </li>
                ) : messages.length === 0 ? (
                  <li className="flex flex-1 items-center justify-center px-4 text-center text-sm text-mist">
                    {t('chatEmpty')}
                  </li>
                ) : (
                  messages.map((message) => {
                    const mine = message.userId === user.id;
                    return (
                      <li
                        key={message.id}
                        className={cn('rounded-lg px-3 py-1.5', mine ? 'bg-gold-400/10' : 'bg-night-800/70')}
                      >
                        <p className="flex min-w-0 items-center gap-1.5 text-xs">
                          <span
                            className={cn(
                              'truncate font-semibold',
                              mine ? 'text-gold-200' : 'text-arcane-300',
                            )}
                          >
                            {message.username}
                          </span>
                          {mine ? <span className="shrink-0 text-haze">({t('you')})</span> : null}
                          <time
                            dateTime={message.createdAt}
                            className="ml-auto shrink-0 text-haze tabular-nums"
                          >
                            {when(message.createdAt)}
                          </time>
                          {moderator && !message.removed ? (
                            <button
                              type="button"
                              aria-label={t('chatRemove')}
                              title={t('chatRemove')}
                              onClick={() => setRemoving(message)}
                              className="-my-1 -mr-1.5 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-haze hover:bg-night-700 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-gold-400"
                            >
                              <Trash2 className="size-3.5" aria-hidden />
                            </button>
                          ) : null}
                        </p>
                        {message.removed ? (
                          <p className="text-sm text-haze italic">{t('chatRemoved')}</p>
                        ) : (
                          <p className="text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                            {message.text}
                          </p>
                        )}
                      </li>
                    );
                  })
                )}
              </ol>
            </div>
            {unseen ? (
              <button
                type="button"
                onClick={scrollToEnd}
                className="absolute bottom-3 left-1/2 flex -translate-x-1/2 cursor-pointer items-center gap-1.5 rounded-full bg-night-700 px-3 py-1.5 text-xs font-semibold text-gold-200 shadow-lg ring-1 ring-gold-400/40 hover:bg-night-600 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                <ArrowDown className="size-3.5" aria-hidden />
                {t('chatNewMessages')}
              </button>
            ) : null}
          </div>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex flex-col gap-1.5"
        >
          <Label.Root htmlFor={ids.input} className="sr-only">
            {t('chatInputLabel')}
          </Label.Root>
          <div className="flex items-end gap-2">
            <textarea
              id={ids.input}
              rows={2}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t('chatPlaceholder')}
              aria-describedby={`${ids.hint} ${ids.counter}`}
              onChange={(event) => {
                setDraft(event.target.value);
                if (problem) setProblem(null);
              }}
              onKeyDown={onKeyDown}
              className={cn(inputClasses, 'min-h-11 resize-none py-2 text-sm')}
            />
            <Button
              type="submit"
              size="icon"
              aria-label={t('chatSend')}
              title={t('chatSend')}
              disabled={!draft.trim() || send.isPending}
              className="shrink-0"
            >
              {send.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <SendHorizontal className="size-4" aria-hidden />
              )}
            </Button>
          </div>
          <div className="flex items-start justify-between gap-3 text-xs text-haze">
            <span id={ids.hint}>{t('chatHint')}</span>
            <span
              id={ids.counter}
              data-testid="chat-counter"
              className={cn(
                'shrink-0 tabular-nums',
                draft.length >= COUNTER_WARN_AT && 'font-semibold text-gold-200',
              )}
            >
              {t('chatCount', { count: number(draft.length), max: number(CHAT_MESSAGE_MAX) })}
            </span>
          </div>
          {problem ? (
            <p role="status" className="flex gap-2 rounded-lg bg-gold-400/10 px-3 py-2 text-sm text-gold-200">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0">{problem}</span>
            </p>
          ) : null}
        </form>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('chatRemoveTitle')}
        description={t('chatRemoveText')}
        confirmLabel={t('chatRemove')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (removing) onRemove(removing);
        }}
        destructive
      />
    </Card>
  );
}
