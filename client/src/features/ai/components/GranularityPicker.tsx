import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** The protocol's granularity 1 to 5, as the keys of their names. */
const SIZES = ['1', '2', '3', '4', '5'] as const;

/** How finely to slice a task, 1 (a few big steps) to 5 (tiny ones), like goblin.tools' spiciness. */
export function GranularityPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {t('ai.breakdown.size')}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={hintId}
        orientation="horizontal"
        value={String(value)}
        onValueChange={(next) => onChange(Number(next))}
        disabled={disabled}
        className="grid grid-cols-5 gap-1 rounded-xl border border-night-600 bg-night-950/60 p-1"
      >
        {SIZES.map((size, index) => (
          <RadioGroup.Item
            key={size}
            value={size}
            aria-label={`${size}: ${t(`ai.breakdown.sizes.${size}`)}`}
            className={cn(
              'flex min-h-10 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg text-sm font-semibold text-mist transition-colors',
              'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400',
              'data-[state=checked]:bg-night-700 data-[state=checked]:text-gold-300 disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            {size}
            {/* One dot per level: more dots, more (and smaller) steps. */}
            <span aria-hidden className="flex gap-0.5">
              {SIZES.slice(0, index + 1).map((dot) => (
                <span key={dot} className="size-1 rounded-full bg-current" />
              ))}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id={hintId} className="text-sm text-mist">
        <span className="font-semibold text-ink">{t(`ai.breakdown.sizes.${SIZES[value - 1] ?? '3'}`)}</span>
        {' · '}
        {t('ai.breakdown.sizeHint')}
      </p>
    </div>
  );
}
