import type { Notification } from '@protocol/api/notifications.ts';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { relativeTime } from '@/lib/dates.ts';
import { useMinuteClock } from '@/lib/use-minute-clock.ts';
import { useAcceptInvite, useDeclineInvite } from '../api/party-invite.ts';

/** An invite into a party: who asked and where, with Join and Decline in place. */
export function PartyInviteNotification({
  notification,
  onJoined,
}: {
  notification: Notification;
  onJoined: () => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  // The toasts are the hooks' own: this row is gone once the answer lands.
  const accept = useAcceptInvite(onJoined);
  const decline = useDeclineInvite();
  const unread = !notification.read;
  const busy = accept.isPending || decline.isPending;
  return (
    <div
      data-unread={unread || undefined}
      data-testid="party-invite-notification"
      className={cn('flex w-full gap-3 rounded-lg px-3 py-2.5', unread ? 'bg-night-700/40' : '')}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-night-700 text-gold-300">
        <UserPlus className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'text-sm [overflow-wrap:anywhere]',
            unread ? 'font-semibold text-ink' : 'font-medium text-mist',
          )}
        >
          {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
          {notification.title}
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-mist">{notification.body}</p>
        <time dateTime={notification.createdAt} className="block text-xs text-haze">
          {relativeTime(notification.createdAt, i18n.resolvedLanguage ?? 'en', now)}
        </time>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            aria-busy={accept.isPending || undefined}
            onClick={() => accept.mutate(notification)}
          >
            {t('partyInvites.join')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-busy={decline.isPending || undefined}
            onClick={() => decline.mutate(notification)}
          >
            {t('partyInvites.decline')}
          </Button>
        </div>
      </div>
    </div>
  );
}
