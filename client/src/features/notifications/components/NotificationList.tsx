import type { Notification } from '@protocol/api/notifications.ts';
import type { LucideIcon } from 'lucide-react';
import { Award, BellRing, Flag, Megaphone, Skull, Timer, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { relativeTime } from '@/lib/dates.ts';
import { useMinuteClock } from '@/lib/use-minute-clock.ts';
import { groupNotifications } from '../utils/group-notifications.ts';
import { NotificationGroup } from './NotificationGroup.tsx';
import { PartyInviteNotification } from './PartyInviteNotification.tsx';

const ICONS: Record<Notification['type'], { icon: LucideIcon; tone: string }> = {
  achievement: { icon: Award, tone: 'text-gold-300' },
  boss: { icon: Skull, tone: 'text-ember-300' },
  clan: { icon: Flag, tone: 'text-sky-300' },
  admin_message: { icon: Megaphone, tone: 'text-arcane-300' },
  reminder: { icon: BellRing, tone: 'text-gold-300' },
  focus: { icon: Timer, tone: 'text-verdant-300' },
  party_invite: { icon: UserPlus, tone: 'text-gold-300' },
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
    // A reminder opens the list that holds its quest or task; a focus session's end, focus mode.
    case 'reminder':
      return notification.data.kind === 'task' ? '/tasks' : '/quests';
    case 'focus':
      return '/tasks#focus-title';
    // Answered in place with its Join and Decline buttons.
    case 'party_invite':
      return null;
  }
}

/**
 * The notifications, newest first; an unread one carries a gold dot and says so to screen readers.
 * Achievements of one completion come as one expandable entry (NotificationGroup).
 */
export function NotificationList({
  notifications,
  onOpen,
  onOpenGroup,
  onInviteJoined,
}: {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
  onOpenGroup: (items: readonly Notification[]) => void;
  /** A party invite was accepted: the panel closes and the party shows. */
  onInviteJoined: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('notifications.title')} className="flex flex-col gap-0.5">
      {groupNotifications(notifications).map((entry) =>
        entry.kind === 'single' ? (
          <li key={entry.key}>
            {entry.notification.type === 'party_invite' ? (
              <PartyInviteNotification notification={entry.notification} onJoined={onInviteJoined} />
            ) : (
              <NotificationItem notification={entry.notification} onOpen={onOpen} />
            )}
          </li>
        ) : (
          <li key={entry.key}>
            <NotificationGroup
              items={entry.items}
              unread={entry.unread}
              createdAt={entry.createdAt}
              onOpen={() => onOpenGroup(entry.items)}
              renderItem={(notification) => <NotificationItem notification={notification} onOpen={onOpen} />}
            />
          </li>
        ),
      )}
    </ul>
  );
}

/** One notification: icon, title, text, time, and the unread dot. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useMinuteClock();
  const { icon: Icon, tone } = ICONS[notification.type];
  const unread = !notification.read;
  return (
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
  );
}
