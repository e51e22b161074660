import type { QuickAddParse, QuickAddSpan } from '@protocol/api/quickAdd.ts';
import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@/lib/dates.ts';
import type { QuickAddLine } from './reading.ts';

/** A part's colour, the same in the line and in the list below it. */
export const SPAN_TONE: Record<QuickAddSpan['kind'], string> = {
  date: 'bg-arcane-400/25',
  time: 'bg-arcane-400/25',
  recurrence: 'bg-verdant-400/20',
  priority: 'bg-ember-400/25',
  estimate: 'bg-gold-400/20',
};

function partValue(span: QuickAddSpan, reading: QuickAddParse, language: string, t: TFunction): string {
  switch (span.kind) {
    case 'date':
      return reading.dueDate
        ? new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
            new Date(reading.dueDate),
          )
        : '';
    case 'time':
      return reading.remindAt ? formatTime(reading.remindAt, language) : '';
    case 'recurrence':
      return reading.recurrence ? t(`quickAdd.recurrence.${reading.recurrence}`) : '';
    case 'priority':
      return reading.priority ? t(`quickAdd.priority.${reading.priority}`) : '';
    case 'estimate':
      return reading.estimateMinutes ? t('quickAdd.estimate', { minutes: reading.estimateMinutes }) : '';
  }
}

/**
 * What the quick add understood, one part per line item with its value and a one-tap undo ('not a
 * date'): the part then stays words in the title. Nothing is shown before anything is understood.
 */
export function QuickAddUnderstood({ line, id }: { line: QuickAddLine; id: string }) {
  const { t, i18n } = useTranslation();
  const reading = line.reading;
  const spans = reading?.spans ?? [];
  return (
    <div
      id={id}
      aria-live="polite"
      className={cn('flex flex-wrap items-center gap-1.5', spans.length === 0 && 'sr-only')}
    >
      {reading && spans.length > 0 ? (
        <>
          <span className="text-xs font-medium text-haze">{t('quickAdd.understood')}</span>
          <ul className="flex flex-wrap gap-1.5">
            {spans.map((span) => {
              const words = line.text.slice(span.start, span.end);
              return (
                <li
                  key={`${span.kind}-${span.start}`}
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full py-0.5 pl-2.5 pr-0.5 text-sm text-ink',
                    SPAN_TONE[span.kind],
                  )}
                >
                  <span>
                    <span className="text-mist">{t(`quickAdd.kind.${span.kind}`)}:</span>{' '}
                    {partValue(span, reading, i18n.language, t)}
                  </span>
                  <button
                    type="button"
                    onClick={() => line.undo(span)}
                    aria-label={t(`quickAdd.undo.${span.kind}`, { text: words })}
                    title={t(`quickAdd.undo.${span.kind}`, { text: words })}
                    className="inline-flex size-7 items-center justify-center rounded-full text-mist hover:bg-night-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold-400"
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The line with its understood parts marked, drawn under a transparent input (same font and
 * padding), so the player sees in place what was read. Decoration only: the list above says it.
 */
export function QuickAddHighlight({ line, scrollLeft }: { line: QuickAddLine; scrollLeft: number }) {
  const spans = [...(line.reading?.spans ?? [])].sort((a, b) => a.start - b.start);
  const parts: { text: string; tone: string | null }[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    parts.push({ text: line.text.slice(at, span.start), tone: null });
    parts.push({ text: line.text.slice(span.start, span.end), tone: SPAN_TONE[span.kind] });
    at = span.end;
  }
  parts.push({ text: line.text.slice(at), tone: null });
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 overflow-hidden rounded-xl border border-transparent px-3.5 py-2.5 text-base"
    >
      <div className="whitespace-pre text-transparent" style={{ transform: `translateX(${-scrollLeft}px)` }}>
        {parts.map((part, index) =>
          part.tone ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line, in order
            <mark key={index} className={cn('rounded text-transparent', part.tone)}>
              {part.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line, in order
            <span key={index}>{part.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
