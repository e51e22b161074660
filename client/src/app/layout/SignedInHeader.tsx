import type { User } from '@protocol/api/user.ts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/components/NotificationBell.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { useFocusSession } from '@/shared/queries/focus-session.ts';
import { Brand } from './Brand.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { FocusTimer } from './FocusTimer.tsx';
import { RestBadge } from './RestBadge.tsx';
import { TopNavigation } from './TopNavigation.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Top bar for signed-in players. Above 640 px the navigation shows in the bar (below the brand row until
 * there is room for one row), the less visited places and whatever does not fit behind 'More'
 * (TopNavigation); on phones it moves into the tab bar at the bottom (BottomTabBar) and the bar names
 * the product where there is room.
 */
export function SignedInHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  // A phone's bar has room for one pill: while a focus session is open its timer takes the gold's place.
  const focusing = Boolean(useFocusSession().data);

  return (
    <header className="sticky top-0 z-40 border-b border-night-600/60 bg-night-900">
      <div
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-x-3 px-4 sm:gap-x-4 sm:px-6',
          // Phones: the brand takes what the stats leave, its name only if it fits (Brand `fit`).
          phone ? 'grid-cols-[minmax(0,1fr)_auto]' : 'grid-cols-[auto_minmax(0,1fr)_auto]',
        )}
      >
        <div className="flex h-16 min-w-0 items-center">{phone ? <Brand fit /> : <Brand compact />}</div>
        {phone ? null : <TopNavigation />}
        <div
          className={cn(
            'row-start-1 flex items-center gap-2 sm:gap-3',
            phone ? 'col-start-2' : 'col-start-3',
          )}
        >
          {/* On phones the offline banner tells the connection's state; the bar keeps room for the name. */}
          {phone ? null : <ConnectionIndicator />}
          <FocusTimer />
          {user.resting ? <RestBadge phone={phone} /> : null}
          <p
            hidden={phone && focusing}
            className="flex items-center gap-1.5 rounded-full border border-gold-400/30 bg-gold-400/10 px-2 py-1 text-sm font-semibold text-gold-200 tabular-nums sm:px-3"
            title={t('userMenu.gold')}
          >
            <Coins className="size-4 text-gold-300" aria-hidden />
            <span className="sr-only">{t('userMenu.gold')}: </span>
            {formatNumber(user.gold)}
          </p>
          <p
            hidden={phone}
            className="rounded-full bg-arcane-500/20 px-2.5 py-1 text-xs font-bold text-arcane-300 ring-1 ring-arcane-400/40 whitespace-nowrap"
            title={t('userMenu.level', { level: user.level })}
          >
            <span aria-hidden>{t('userMenu.levelShort', { level: user.level })}</span>
            <span className="sr-only">{t('userMenu.level', { level: user.level })}</span>
          </p>
          <NotificationBell />
          <UserMenu user={user} showNavigation={phone} />
        </div>
      </div>
    </header>
  );
}
