import type { Notification } from '@protocol/api/notifications.ts';
import { Award, ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { relativeTime } from '@/lib/dates.ts';
import { useMinuteClock } from '@/lib/use-minute-clock.ts';

/**
 * Achievements unlocked by one completion, as one entry: '3 achievements unlocked'. Opening it marks
 * them all read and goes to the Hall of Honors; 'Show all' lists them in place.
 */
export function NotificationGroup({
  items,
  unread,
  createdAt,
  onOpen,
  renderItem,
}: {
  items: readonly Notification[];
  unread: boolean;
  createdAt: string;
  onOpen: () => void;
  renderItem: (notification: Notification) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div data-testid="notification-group" className={cn('rounded-lg', unread ? 'bg-night-700/40' : '')}>
      <div className="flex items-start">
        <button
          type="button"
          onClick={onOpen}
          data-unread={unread || undefined}
          className="flex min-w-0 flex-1 cursor-pointer gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-night-700/80 focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
        >
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-night-700 text-gold-300">
            <Award className="size-4" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span
              className={cn('block text-sm', unread ? 'font-semibold text-ink' : 'font-medium text-mist')}
            >
              {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
              {t('firstDays.notifications.achievementGroup', { count: items.length })}
            </span>
            <time dateTime={createdAt} className="block text-xs text-haze">
              {relativeTime(createdAt, i18n.resolvedLanguage ?? 'en', now)}
            </time>
          </span>
          <span
            aria-hidden
            className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-gold-400' : 'bg-transparent')}
          />
        </button>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="m-1.5 flex min-h-9 shrink-0 cursor-pointer items-center gap-1 rounded-lg px-2 text-xs font-semibold text-gold-300 hover:bg-night-700/80 focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
        >
          {expanded ? t('firstDays.notifications.hideAll') : t('firstDays.notifications.showAll')}
          <ChevronDown
            className={cn('size-3.5 transition-transform', expanded && 'rotate-180')}
            aria-hidden
          />
        </button>
      </div>
      <ul id={listId} hidden={!expanded} className="flex flex-col gap-0.5 pb-1 pl-6">
        {items.map((notification) => (
          <li key={notification.id}>{renderItem(notification)}</li>
        ))}
      </ul>
    </div>
  );
}
