import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { ChatMessage } from '../chat/use-companion-chat.ts';

function Bubble({ message }: { message: Pick<ChatMessage, 'role' | 'text' | 'status'> }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        data-testid={mine ? 'ai-question' : 'ai-reply'}
        data-status={message.status}
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine && 'rounded-br-md bg-gold-400/15 text-ink ring-1 ring-gold-400/30',
          !mine && message.status !== 'error' && 'rounded-bl-md bg-night-700 text-ink',
          message.status === 'error' &&
            'rounded-bl-md bg-ember-900/50 text-ember-300 ring-1 ring-ember-400/40',
        )}
      >
        <span className="sr-only">{mine ? t('ai.chat.you') : t('ai.chat.companion')}: </span>
        {message.status === 'waiting' ? (
          <span className="inline-flex items-center gap-2 text-mist">
            <span aria-hidden className="flex gap-1">
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className="size-1.5 rounded-full bg-current motion-safe:animate-pulse"
                  style={{ animationDelay: `${dot * 200}ms` }}
                />
              ))}
            </span>
            {t('ai.chat.thinking')}
          </span>
        ) : (
          message.text
        )}
      </div>
    </li>
  );
}

/**
 * The conversation, welcome first. Not a live region itself: the dialog announces each finished
 * reply once, instead of every word as it streams in.
 */
export function ChatMessages({ messages }: { messages: readonly ChatMessage[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);

  // Follow the reply as it grows (scrolling only the list, never the page behind the dialog).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message grows
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.text, last?.status]);

  return (
    <ol
      ref={list}
      aria-label={t('ai.chat.conversation')}
      className="flex h-[min(50dvh,26rem)] flex-col gap-3 overflow-y-auto rounded-xl border border-night-600 bg-night-950/50 p-3 sm:p-4"
    >
      <Bubble message={{ role: 'assistant', text: t('ai.welcome'), status: 'done' }} />
      {messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
    </ol>
  );
}
