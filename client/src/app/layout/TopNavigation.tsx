import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';
import { NavMoreMenu } from './NavMoreMenu.tsx';
import { MORE_ITEMS, NAV_ITEMS, type NavItem } from './nav-items.ts';
import { useFittingCount } from './use-fitting-count.ts';

const item =
  'flex min-h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap';

function ItemFace({ item: { labelKey, icon: Icon } }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon className="size-4 xl:hidden 2xl:block" aria-hidden />
      {t(labelKey)}
    </>
  );
}

/**
 * The top navigation of wider screens (DESIGN 7): the main places in the spec's order as long as
 * they fit, then 'More'. Whatever does not fit the bar's width (a running focus timer beside it,
 * German or French names, a narrow window) moves into More, from the end, so no place is ever cut
 * off or pushed out of sight. The natural widths come from a hidden copy of the items.
 */
export function TopNavigation() {
  const { t } = useTranslation();
  const row = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const count = useFittingCount(row, measure, more, NAV_ITEMS.length);
  return (
    <nav
      ref={row}
      aria-label={t('nav.label')}
      // Room around the items for their focus outline and ring, which the clipping would cut.
      className="relative col-span-3 row-start-2 -mx-1 flex min-w-0 gap-1 overflow-hidden p-1 pb-2 xl:col-span-1 xl:col-start-2 xl:row-start-1 xl:mx-0 xl:justify-center xl:pb-1"
    >
      {NAV_ITEMS.slice(0, count).map((navItem) => (
        <NavLink
          key={navItem.to}
          to={navItem.to}
          end={navItem.to === '/'}
          className={({ isActive }) =>
            cn(
              item,
              'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              isActive
                ? 'bg-gold-400/15 text-gold-200 ring-1 ring-gold-400/40'
                : 'text-mist hover:bg-night-700/70 hover:text-ink',
            )
          }
        >
          <ItemFace item={navItem} />
        </NavLink>
      ))}
      <NavMoreMenu
        items={[...NAV_ITEMS.slice(count), ...MORE_ITEMS]}
        variant="top"
        triggerRef={more}
        className={cn(
          'flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
          'text-mist hover:bg-night-700/70 hover:text-ink data-[state=open]:bg-night-700',
          'data-[active]:bg-gold-400/15 data-[active]:text-gold-200 data-[active]:ring-1 data-[active]:ring-gold-400/40',
        )}
      />
      <div
        ref={measure}
        aria-hidden
        className="pointer-events-none invisible absolute top-0 left-0 flex w-max gap-1"
      >
        {NAV_ITEMS.map((navItem) => (
          <span key={navItem.to} className={item}>
            <ItemFace item={navItem} />
          </span>
        ))}
      </div>
    </nav>
  );
}
