import type { LucideIcon } from 'lucide-react';
import { Backpack, Castle, ScrollText, Shield, Skull, Store } from 'lucide-react';

type NavLabelKey =
  | 'nav.home'
  | 'nav.quests'
  | 'nav.bossFight'
  | 'nav.shop'
  | 'nav.character'
  | 'nav.inventory';

export interface NavItem {
  to: string;
  labelKey: NavLabelKey;
  icon: LucideIcon;
}

/** Top navigation, in the spec's order (section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: Castle },
  { to: '/quests', labelKey: 'nav.quests', icon: ScrollText },
  { to: '/boss-fight', labelKey: 'nav.bossFight', icon: Skull },
  { to: '/shop', labelKey: 'nav.shop', icon: Store },
  { to: '/character', labelKey: 'nav.character', icon: Shield },
  { to: '/inventory', labelKey: 'nav.inventory', icon: Backpack },
];

export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
