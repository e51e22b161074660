import { ChevronDown, Ellipsis } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { isActivePath, isAnyActive, type NavItem } from './nav-items.ts';

interface NavMoreMenuProps {
  items: readonly NavItem[];
  /** `bar`: the phone's tab bar (icon above the label, the menu opens upwards). */
  variant: 'top' | 'bar';
  className?: string;
  /** The button, for a bar that measures what fits beside it. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * 'More': the places visited less often, one keyboard-friendly menu (arrow keys, Escape). The button
 * says when the open page is one of them.
 */
export function NavMoreMenu({ items, variant, className, triggerRef }: NavMoreMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isAnyActive(pathname, items);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        data-active={active || undefined}
        className={cn('cursor-pointer', className)}
      >
        {variant === 'bar' ? <Ellipsis className="size-5" aria-hidden /> : null}
        <span>{t('firstDays.nav.more')}</span>
        {variant === 'top' ? <ChevronDown className="size-4" aria-hidden /> : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        side={variant === 'bar' ? 'top' : 'bottom'}
        aria-label={t('firstDays.nav.moreLabel')}
      >
        {items.map(({ to, labelKey, icon: Icon }) => {
          const current = !to.includes('#') && isActivePath(pathname, to);
          return (
            <DropdownMenuItem key={to} asChild>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={cn(current && 'text-gold-200')}
              >
                <Icon className="size-4 text-haze" aria-hidden />
                <span className="min-w-0 flex-1">{t(labelKey)}</span>
                {current ? <Badge tone="gold">{t('nav.active')}</Badge> : null}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
