import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { relativeTime } from '../lib/dates.ts';
import { useMinuteClock } from '../lib/use-minute-clock.ts';
import { LoadFailed, LoadingBlock } from './load-state.tsx';

/** One line of an activity feed, as its screen words it. */
export interface FeedLine {
  id: string;
  icon: LucideIcon;
  /** Text colour class of the icon. */
  tone: string;
  text: string;
  /** A short addition before the time ('+25 XP'). */
  detail?: string | null;
  createdAt: string;
}

const EMPTY_CLASSES = 'rounded-xl border border-dashed border-night-500 px-4 py-8 text-center text-mist';

/** One line of an activity feed: icon, what happened, and how long ago. */
function FeedEntry({ line, language, now }: { line: FeedLine; language: string; now: Date }) {
  const { icon: Icon, tone, text, detail, createdAt } = line;
  return (
    <li className="flex gap-3 border-b border-night-600/60 py-3 first:pt-0 last:border-0 last:pb-0">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg bg-night-700', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere] text-ink">{text}</p>
        <p className="text-xs text-haze">
          {detail ? `${detail} · ` : null}
          <time dateTime={createdAt}>{relativeTime(createdAt, language, now)}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * An activity feed (the dashboard's, a clan's), newest first, times relative to now and kept fresh
 * by the minute: loading, a failure with Retry, the empty text, or the lines. A live feed (`logLabelledBy`)
 * is a log region from the start, so the lines pushed while the page is open are read out politely.
 */
export function ActivityFeed<Item>({
  query,
  line,
  emptyText,
  logLabelledBy,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: readonly Item[] | undefined;
    refetch: () => unknown;
  };
  line: (item: Item) => FeedLine;
  emptyText: string;
  /** The id of the feed's title, for a feed whose new lines are announced. */
  logLabelledBy?: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useMinuteClock();

  if (query.isPending) return <LoadingBlock className="py-6" />;
  if (query.isError || !query.data)
    return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  // A live feed keeps its (empty) log region; a still one just says there is nothing yet.
  if (query.data.length === 0 && !logLabelledBy) return <p className={EMPTY_CLASSES}>{emptyText}</p>;
  // A log region wraps the list (a list given role=log is no list any more for its items).
  const list = (
    <ol className="flex flex-col">
      {query.data.length === 0 ? (
        <li className={EMPTY_CLASSES}>{emptyText}</li>
      ) : (
        query.data.map((item) => {
          const shown = line(item);
          return <FeedEntry key={shown.id} line={shown} language={language} now={now} />;
        })
      )}
    </ol>
  );
  return logLabelledBy ? (
    <div role="log" aria-labelledby={logLabelledBy}>
      {list}
    </div>
  ) : (
    list
  );
}
