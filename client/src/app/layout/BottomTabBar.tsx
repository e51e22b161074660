import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';
import { NavMoreMenu } from './NavMoreMenu.tsx';
import { TAB_ITEMS, TAB_MORE_ITEMS } from './nav-items.ts';
import { TAB_BAR_COMPANION_SPOT } from './page-room.ts';

// Labels of 0.625rem below 360 px (a phone's usual tab label size): five tabs beside the
// companion's spot leave about 46 px of text each at 320 px ('Misiones').
const tab = cn(
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[0.7rem] leading-tight font-medium max-[359px]:text-[0.625rem]',
  'focus-visible:outline-offset-[-3px]',
);
const idle = 'text-mist hover:text-ink';
const current = 'text-gold-200 bg-gold-400/10';

/**
 * Phones: the main places as labelled tabs at the bottom, within thumb's reach, 'More' for the
 * rest, and at the right end the spot where the companion's round button sits (page-room.ts), so it
 * covers no tab and no page. Fixed, above the home indicator (safe area); the layout leaves room for
 * it (`PHONE_BOTTOM_SPACE`), so no content hides behind it.
 */
export function BottomTabBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('firstDays.nav.tabBar')}
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-night-600/70 bg-night-900 pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex min-w-0 flex-1 items-stretch gap-0.5 px-1 py-1">
        {TAB_ITEMS.map(({ to, labelKey, shortLabelKey, icon: Icon }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => cn(tab, isActive ? current : idle)}
            >
              <Icon className="size-5" aria-hidden />
              <span className="max-w-full truncate">{t(shortLabelKey ?? labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <NavMoreMenu
            items={TAB_MORE_ITEMS}
            variant="bar"
            className={cn(tab, idle, 'data-[active]:bg-gold-400/10 data-[active]:text-gold-200')}
          />
        </li>
      </ul>
      <div aria-hidden className={TAB_BAR_COMPANION_SPOT} />
    </nav>
  );
}
