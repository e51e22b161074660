import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { User } from '../../../../protocol/api/user.ts';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { Brand } from './Brand.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Top bar for signed-in players. From 768 px the navigation shows in the bar (below the brand row until
 * there is room for one row); narrower, it moves into the user menu.
 */
export function SignedInHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <header className="sticky top-0 z-40 border-b border-night-600/60 bg-night-900/85 backdrop-blur-md">
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-4 px-4 sm:px-6 xl:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="flex h-16 items-center">
          <Brand compact />
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
          </nav>
        ) : null}
        <div className="col-start-3 row-start-1 flex items-center gap-2 sm:gap-3">
          <ConnectionIndicator />
          <p
            className="flex items-center gap-1.5 rounded-full border border-gold-400/30 bg-gold-400/10 px-3 py-1 text-sm font-semibold text-gold-200 tabular-nums"
            title={t('userMenu.gold')}
          >
            <Coins className="size-4 text-gold-300" aria-hidden />
            <span className="sr-only">{t('userMenu.gold')}: </span>
            {formatNumber(user.gold)}
          </p>
          <p
            className="rounded-full bg-arcane-500/20 px-2.5 py-1 text-xs font-bold text-arcane-300 ring-1 ring-arcane-400/40 whitespace-nowrap"
            title={t('userMenu.level', { level: user.level })}
          >
            <span aria-hidden>{t('userMenu.levelShort', { level: user.level })}</span>
            <span className="sr-only">{t('userMenu.level', { level: user.level })}</span>
          </p>
          <NotificationBell />
          <UserMenu user={user} showNavigation={!desktop} />
        </div>
      </div>
    </header>
  );
}
