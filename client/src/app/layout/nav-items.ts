import type { LucideIcon } from 'lucide-react';
import {
  Award,
  Backpack,
  Castle,
  Flag,
  ListChecks,
  PawPrint,
  ScrollText,
  Shield,
  Skull,
  Store,
  Timer,
  UserRound,
} from 'lucide-react';

type NavLabelKey =
  | 'nav.home'
  | 'nav.quests'
  | 'nav.bossFight'
  | 'nav.shop'
  | 'nav.character'
  | 'nav.inventory'
  | 'firstDays.nav.tasks'
  | 'firstDays.nav.focus'
  | 'firstDays.nav.companions'
  | 'firstDays.nav.clans'
  | 'firstDays.nav.honors'
  | 'firstDays.nav.profile';

type ShortLabelKey =
  | 'firstDays.nav.short.home'
  | 'firstDays.nav.short.quests'
  | 'firstDays.nav.short.tasks'
  | 'firstDays.nav.short.bossFight';

export interface NavItem {
  to: string;
  labelKey: NavLabelKey;
  /** The phone tab bar's label where the full one would be cut off (e.g. German 'Abenteuerhalle', 'Aufgaben'). */
  shortLabelKey?: ShortLabelKey;
  icon: LucideIcon;
}

const home: NavItem = {
  to: '/',
  labelKey: 'nav.home',
  shortLabelKey: 'firstDays.nav.short.home',
  icon: Castle,
};
const quests: NavItem = {
  to: '/quests',
  labelKey: 'nav.quests',
  shortLabelKey: 'firstDays.nav.short.quests',
  icon: ScrollText,
};
const tasks: NavItem = {
  to: '/tasks',
  labelKey: 'firstDays.nav.tasks',
  shortLabelKey: 'firstDays.nav.short.tasks',
  icon: ListChecks,
};
const boss: NavItem = {
  to: '/boss-fight',
  labelKey: 'nav.bossFight',
  shortLabelKey: 'firstDays.nav.short.bossFight',
  icon: Skull,
};
const shop: NavItem = { to: '/shop', labelKey: 'nav.shop', icon: Store };
const character: NavItem = { to: '/character', labelKey: 'nav.character', icon: Shield };
const inventory: NavItem = { to: '/inventory', labelKey: 'nav.inventory', icon: Backpack };
/** Focus mode lives on the task list; the link scrolls to its card (see `useHashTarget`). */
const focus: NavItem = { to: '/tasks#focus-title', labelKey: 'firstDays.nav.focus', icon: Timer };
const companions: NavItem = { to: '/companions', labelKey: 'firstDays.nav.companions', icon: PawPrint };
const clans: NavItem = { to: '/clans', labelKey: 'firstDays.nav.clans', icon: Flag };
const honors: NavItem = { to: '/achievements', labelKey: 'firstDays.nav.honors', icon: Award };
const profile: NavItem = { to: '/profile', labelKey: 'firstDays.nav.profile', icon: UserRound };

/**
 * Wide screens: the spec's top navigation (section 2) with the planner's Tasks beside the quests;
 * the places visited less often wait behind 'More'.
 */
export const NAV_ITEMS: readonly NavItem[] = [home, quests, tasks, boss, shop, character];
export const MORE_ITEMS: readonly NavItem[] = [inventory, focus, companions, clans, honors];

/** Phones: four tabs at the bottom within thumb's reach, everything else behind the fifth, 'More'. */
export const TAB_ITEMS: readonly NavItem[] = [home, quests, tasks, boss];
export const TAB_MORE_ITEMS: readonly NavItem[] = [
  shop,
  character,
  inventory,
  focus,
  companions,
  clans,
  honors,
  profile,
];

export function isActivePath(pathname: string, to: string): boolean {
  const path = to.split('#')[0] ?? to;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** 'More' is marked active when the open page is one of its links (focus mode counts as Tasks). */
export function isAnyActive(pathname: string, items: readonly NavItem[]): boolean {
  return items.some((item) => !item.to.includes('#') && isActivePath(pathname, item.to));
}
