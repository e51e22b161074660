import {
  Bird,
  BowArrow,
  Cat,
  Clover,
  Coffee,
  Cookie,
  Dog,
  Feather,
  Flame,
  FlameKindling,
  FlaskConical,
  Gem,
  type LucideIcon,
  Moon,
  MoonStar,
  Package,
  PawPrint,
  Rainbow,
  ScrollText,
  Shield,
  ShieldCheck,
  ShieldHalf,
  Shirt,
  Snowflake,
  Sparkles,
  Sword,
  Swords,
  WandSparkles,
} from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The catalogue's lucide icon names (kebab-case); anything unknown shows a plain package. */
const ICONS: Record<string, LucideIcon> = {
  bird: Bird,
  'bow-arrow': BowArrow,
  cat: Cat,
  clover: Clover,
  coffee: Coffee,
  cookie: Cookie,
  dog: Dog,
  feather: Feather,
  flame: Flame,
  'flame-kindling': FlameKindling,
  'flask-conical': FlaskConical,
  gem: Gem,
  moon: Moon,
  'moon-star': MoonStar,
  'paw-print': PawPrint,
  rainbow: Rainbow,
  'scroll-text': ScrollText,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shield-half': ShieldHalf,
  shirt: Shirt,
  snowflake: Snowflake,
  sparkles: Sparkles,
  sword: Sword,
  swords: Swords,
  'wand-sparkles': WandSparkles,
};

export function itemIcon(name: string | null): LucideIcon {
  return (name ? ICONS[name] : undefined) ?? Package;
}

const SIZES = {
  sm: { box: 'size-8 rounded-lg', icon: 'size-4' },
  md: { box: 'size-10 rounded-xl', icon: 'size-5' },
  lg: { box: 'size-12 rounded-xl', icon: 'size-6' },
} as const;

export function ItemIcon({
  name,
  size = 'lg',
  className,
}: {
  name: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const Icon = itemIcon(name);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center bg-night-700 ring-1 ring-gold-400/40',
        SIZES[size].box,
        className,
      )}
    >
      <Icon className={cn('text-gold-300', SIZES[size].icon)} aria-hidden />
    </span>
  );
}
