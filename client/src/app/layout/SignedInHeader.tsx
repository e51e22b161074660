import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { User } from '../../../../protocol/api/user.ts';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { useFocusSession } from '../../lib/queries/focus-session.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { Brand } from './Brand.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { FocusTimer } from './FocusTimer.tsx';
import { NavMoreMenu } from './NavMoreMenu.tsx';
import { MORE_ITEMS, NAV_ITEMS } from './nav-items.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Top bar for signed-in players. Above 640 px the navigation shows in the bar (below the brand row until
 * there is room for one row), the less visited places behind 'More'; on phones it moves into the tab
 * bar at the bottom (BottomTabBar) and the bar names the product.
 */
export function SignedInHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = !phone;
  // A phone's bar has room for one pill: while a focus session is open its timer takes the gold's place.
  const focusing = Boolean(useFocusSession().data);

  return (
    <header className="sticky top-0 z-40 border-b border-night-600/60 bg-night-900">
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 px-4 sm:gap-x-4 sm:px-6 xl:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="flex h-16 items-center">
          <Brand compact={!phone} />
        </div>
        {desktop ? (
          <nav
            aria-label={t('nav.label')}
            className="col-span-3 row-start-2 -mx-1 flex gap-1 overflow-x-auto pb-2 xl:col-span-1 xl:col-start-2 xl:row-start-1 xl:mx-0 xl:justify-center xl:pb-0"
          >
            {NAV_ITEMS.map(({ to, labelKey, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                end={to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
                    isActive
                      ? 'bg-gold-400/15 text-gold-200 ring-1 ring-gold-400/40'
                      : 'text-mist hover:bg-night-700/70 hover:text-ink',
                  )
                }
              >
                <Icon className="size-4 xl:hidden 2xl:block" aria-hidden />
                {t(labelKey)}
              </NavLink>
            ))}
            <NavMoreMenu
              items={MORE_ITEMS}
              variant="top"
              className={cn(
                'flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                'text-mist hover:bg-night-700/70 hover:text-ink data-[state=open]:bg-night-700',
                'data-[active]:bg-gold-400/15 data-[active]:text-gold-200 data-[active]:ring-1 data-[active]:ring-gold-400/40',
              )}
            />
          </nav>
        ) : null}
        <div className="col-start-3 row-start-1 flex items-center gap-2 sm:gap-3">
          {/* On phones the offline banner tells the connection's state; the bar keeps room for the name. */}
          {phone ? null : <ConnectionIndicator />}
          <FocusTimer />
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
