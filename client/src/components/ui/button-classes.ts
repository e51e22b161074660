import { cn } from '@/lib/cn.ts';

/**
 * The buttons' look, apart from the Button component: pages that style a link or a plain button
 * like one (the landing page, the signed-out header) do not pull in radix's Slot with it.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    'bg-gold-400 text-gold-950 shadow-[0_6px_20px_-8px_rgb(245_193_91/0.6)] hover:bg-gold-300 active:bg-gold-500',
  secondary: 'bg-night-700 text-ink hover:bg-night-600 border border-night-600',
  outline: 'border border-gold-400/50 text-gold-300 hover:bg-gold-400/10 hover:border-gold-400',
  ghost: 'text-mist hover:text-ink hover:bg-night-700/70',
  destructive: 'bg-ember-400 text-night-950 hover:bg-ember-300',
  link: 'text-gold-300 underline-offset-4 hover:underline px-0 py-0 h-auto',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-5 text-[0.95rem] gap-2',
  lg: 'min-h-12 px-7 text-base gap-2.5',
  icon: 'size-10 justify-center',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center rounded-xl font-semibold text-center leading-tight',
    'transition-colors duration-150 select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variantClasses[variant],
    variant === 'link' ? '' : sizeClasses[size],
    extra,
  );
}
