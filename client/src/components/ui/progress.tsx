import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

interface ProgressProps {
  /** 0 to 100. */
  value: number;
  label: string;
  valueText?: string;
  className?: string;
  tone?: 'gold' | 'ember' | 'arcane';
}

const fills = {
  gold: 'bg-gradient-to-r from-gold-500 to-gold-300',
  ember: 'bg-gradient-to-r from-ember-400 to-ember-300',
  arcane: 'bg-gradient-to-r from-arcane-500 to-arcane-300',
};

export function Progress({ value, label, valueText, className, tone = 'gold' }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={cn(
        'relative h-3 w-full overflow-hidden rounded-full bg-night-950/80 ring-1 ring-night-600',
        className,
      )}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full rounded-full transition-[width] duration-500 ease-out', fills[tone])}
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
