import type { Notification } from '@protocol/api/notifications.ts';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useMarkAllRead, useMarkRead } from '../api/mark-read.ts';
import { useNotifications } from '../api/notifications.ts';
import { useNotificationEvents } from '../realtime/useNotificationEvents.ts';
import { attentionCount } from '../utils/group-notifications.ts';
import { NotificationList, notificationTarget } from './NotificationList.tsx';

/** More than this shows as '9+': a count, not a reproach. */
const BADGE_MAX = 9;

/**
 * The bell in the top bar: the unread count on a quiet gold badge (no sound, no motion), and a panel
 * with the newest notifications. Opening one marks it read and goes where it points; 'Mark all as
 * read' clears the count. New ones arrive live and are announced politely to screen readers.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  useNotificationEvents((title) => setAnnouncement(t('notifications.arrived', { title })));

  const list = notifications.data?.notifications ?? [];
  const serverUnread = notifications.data?.unreadCount ?? 0;
  // The number counts entries: one completion's achievements are one (utils/group-notifications.ts).
  const unread = attentionCount(list, serverUnread);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  const onOpen = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) {
      setOpen(false);
      void navigate(target);
    }
  };

  const onOpenGroup = (items: readonly Notification[]) => {
    for (const item of items) if (!item.read) markRead.mutate(item.id);
    setOpen(false);
    void navigate('/achievements');
  };

  let content: ReactNode;
  if (notifications.data === undefined && notifications.isError) {
    content = (
      <LoadFailed
        className="m-1.5"
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  } else if (notifications.data === undefined) {
    content = <LoadingBlock className="py-8" />;
  } else if (list.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <BellOff className="size-6 text-haze" aria-hidden />
        <p className="font-semibold text-ink">{t('notifications.emptyTitle')}</p>
        <p className="text-sm text-mist">{t('notifications.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <NotificationList
        notifications={list}
        onOpen={onOpen}
        onOpenGroup={onOpenGroup}
        onInviteJoined={() => {
          setOpen(false);
          void navigate('/boss-fight');
        }}
      />
    );
  }

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void notifications.refetch();
        }}
      >
        <Popover.Trigger
          aria-label={label}
          title={label}
          className={cn(
            'relative flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-mist transition-colors',
            'hover:bg-night-700/70 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
            'data-[state=open]:bg-night-700 data-[state=open]:text-gold-200',
          )}
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-[0.7rem] leading-none font-bold text-gold-950 tabular-nums ring-2 ring-night-900"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          ) : null}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label={t('notifications.title')}
            className="z-50 flex w-[min(24rem,calc(100vw-1rem))] animate-menu-in flex-col overflow-hidden rounded-xl border border-night-600 bg-night-850 text-ink shadow-2xl shadow-black/50 focus:outline-none"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-night-600 px-4 py-3">
              {/* Long words (Benachrichtigungen) stay whole: the button moves to the next line instead. */}
              <h2 className="font-display text-lg font-semibold [overflow-wrap:normal]">
                {t('notifications.title')}
              </h2>
              <Button
                variant="ghost"
                size="sm"
                className="-mr-2"
                disabled={serverUnread === 0 || markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                <CheckCheck className="size-4" aria-hidden />
                {t('notifications.markAllRead')}
              </Button>
            </div>
            <div className="max-h-[min(28rem,calc(100dvh-7rem))] overflow-y-auto p-1.5">{content}</div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
