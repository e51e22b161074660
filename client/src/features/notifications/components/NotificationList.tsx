import type { LucideIcon } from 'lucide-react';
import { Award, Flag, Megaphone, Skull } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../protocol/api/notifications.ts';
import { cn } from '../../../lib/cn.ts';
import { relativeTime } from '../../../lib/dates.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';

const ICONS: Record<Notification['type'], { icon: LucideIcon; tone: string }> = {
  achievement: { icon: Award, tone: 'text-gold-300' },
  boss: { icon: Skull, tone: 'text-ember-300' },
  clan: { icon: Flag, tone: 'text-sky-300' },
  admin_message: { icon: Megaphone, tone: 'text-arcane-300' },
};

/** Where a notification leads when opened; an admin's message is read in place. */
export function notificationTarget(notification: Notification): string | null {
  switch (notification.type) {
    case 'achievement':
      return '/achievements';
    case 'boss':
      return '/boss-fight';
    case 'clan': {
      const clanId = notification.data.clanId;
      return typeof clanId === 'string' ? `/clans/${clanId}` : '/clans';
    }
    case 'admin_message':
      return null;
  }
}

/** The notifications, newest first; an unread one carries a gold dot and says so to screen readers. */
export function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useMinuteClock();
  return (
    <ul aria-label={t('notifications.title')} className="flex flex-col gap-0.5">
      {notifications.map((notification) => {
        const { icon: Icon, tone } = ICONS[notification.type];
        const unread = !notification.read;
        return (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => onOpen(notification)}
              data-unread={unread || undefined}
              className={cn(
                'flex w-full cursor-pointer gap-3 rounded-lg px-3 py-2.5 text-left transition-colors',
                'hover:bg-night-700/80 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold-400',
                unread ? 'bg-night-700/40' : '',
              )}
            >
              <span
                className={cn(
                  'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-night-700',
                  tone,
                )}
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block text-sm [overflow-wrap:anywhere]',
                    unread ? 'font-semibold text-ink' : 'font-medium text-mist',
                  )}
                >
                  {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
                  {notification.title}
                </span>
                <span className="block text-sm [overflow-wrap:anywhere] text-mist">{notification.body}</span>
                <time dateTime={notification.createdAt} className="block text-xs text-haze">
                  {relativeTime(notification.createdAt, language, now)}
                </time>
              </span>
              <span
                aria-hidden
                className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-gold-400' : 'bg-transparent')}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
