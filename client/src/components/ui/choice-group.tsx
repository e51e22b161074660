import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn.ts';

export interface Choice {
  value: string;
  label: string;
  /** A colour dot beside the label (skin tones, hair and background colours). */
  swatch?: string;
}

interface ChoiceGroupProps {
  label: string;
  value: string;
  options: readonly Choice[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice among a few, as labelled chips (a radio group: arrow keys move, the label is read with
 * each option). Swatches always come with their name, so colour is never the only cue.
 */
export function ChoiceGroup({ label, value, options, onValueChange, disabled, className }: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border border-night-600 bg-night-950/60 px-3 text-sm text-mist transition-colors',
              'hover:border-night-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              'data-[state=checked]:border-gold-400 data-[state=checked]:bg-gold-400/10 data-[state=checked]:text-gold-200',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            {option.swatch ? (
              <span
                aria-hidden
                className="size-4 shrink-0 rounded-full ring-1 ring-white/30"
                style={{ backgroundColor: option.swatch }}
              />
            ) : null}
            <span>{option.label}</span>
            <RadioGroup.Indicator className="flex">
              <Check className="size-3.5 text-gold-300" aria-hidden />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
