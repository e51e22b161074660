import type { LucideIcon } from 'lucide-react';
import {
  Award,
  Brain,
  CalendarCheck,
  Check,
  Compass,
  Crosshair,
  Crown,
  Flag,
  Flame,
  Gem,
  Hammer,
  ListChecks,
  Map as MapIcon,
  Medal,
  Mountain,
  Package,
  PawPrint,
  Shield,
  ShoppingBag,
  Skull,
  Sparkles,
  Star,
  Sun,
  Swords,
  Timer,
  Trophy,
  Users,
  WavesHorizontal,
} from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The catalogue's icon names (lucide, kebab-case); a name added later falls back to a medal. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  award: Award,
  brain: Brain,
  'calendar-check': CalendarCheck,
  check: Check,
  compass: Compass,
  crosshair: Crosshair,
  crown: Crown,
  flag: Flag,
  flame: Flame,
  gem: Gem,
  hammer: Hammer,
  'list-checks': ListChecks,
  map: MapIcon,
  medal: Medal,
  mountain: Mountain,
  package: Package,
  'paw-print': PawPrint,
  shield: Shield,
  'shopping-bag': ShoppingBag,
  skull: Skull,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  swords: Swords,
  timer: Timer,
  trophy: Trophy,
  users: Users,
  'waves-horizontal': WavesHorizontal,
};

/** An achievement's emblem: gold when earned, muted while unclaimed. */
export function AchievementIcon({
  icon,
  earned,
  className,
}: {
  icon: string | null;
  earned: boolean;
  className?: string;
}) {
  const Icon = (icon && ICONS[icon]) || Award;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl ring-1',
        earned ? 'bg-gold-400/15 text-gold-300 ring-gold-400/40' : 'bg-night-700 text-haze ring-night-600',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
