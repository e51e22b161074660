import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn.ts';
import { NavMoreMenu } from './NavMoreMenu.tsx';
import { TAB_ITEMS, TAB_MORE_ITEMS } from './nav-items.ts';

const tab = cn(
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[0.7rem] leading-tight font-medium',
  'focus-visible:outline-offset-[-3px]',
);
const idle = 'text-mist hover:text-ink';
const current = 'text-gold-200 bg-gold-400/10';

/**
 * Phones: the main places as labelled tabs at the bottom, within thumb's reach, and 'More' for the
 * rest. Fixed, above the home indicator (safe area); the layout leaves room for it
 * (`BOTTOM_BAR_SPACE`), so no content hides behind it.
 */
export function BottomTabBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('firstDays.nav.tabBar')}
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-night-600/70 bg-night-900 pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex max-w-xl items-stretch gap-1 px-1.5 py-1">
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
    </nav>
  );
}

/**
 * Room a player's page keeps below its footer, so that scrolled to the end nothing lies under the
 * fixed pieces: on phones the tab bar (4.25rem and the safe area) and the companion's round button
 * above it (3.5rem and its 0.75rem gap); on wider screens the button alone (3.5rem, 1.5rem from the
 * edge, and a little air).
 */
export const PHONE_BOTTOM_SPACE = 'pb-[calc(8.5rem+env(safe-area-inset-bottom))]';
export const WIDE_BOTTOM_SPACE = 'pb-[5.5rem]';
