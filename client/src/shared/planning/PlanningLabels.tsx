import type { ENERGIES } from '@protocol/api/planning.ts';
import { BatteryFull, BatteryLow, BatteryMedium, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

type Energy = (typeof ENERGIES)[number];

const labelClasses = 'inline-flex items-center gap-1.5 text-haze whitespace-nowrap';
/** The cards' labels are text-sm, beside the due date; the dashboard's compact rows are text-xs. */
type LabelSize = 'sm' | 'xs';
const sizeClasses: Record<LabelSize, string> = { sm: 'text-sm', xs: 'text-xs' };

/** '~20 min', '~1 h', '~1 h 30 min': how long the player thinks it takes. */
export function useEstimateText(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    if (minutes < 60) return t('planning.estimate.minutes', { minutes });
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t('planning.estimate.hours', { hours })
      : t('planning.estimate.hoursMinutes', { hours, minutes: rest });
  };
}

/** A quest's or task's estimate on its card: an hourglass and '~20 min'. */
export function EstimateLabel({
  minutes,
  size = 'sm',
  className,
}: {
  minutes: number;
  size?: LabelSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const time = useEstimateText()(minutes);
  return (
    <span className={cn(labelClasses, sizeClasses[size], className)}>
      <Hourglass className="size-3.5 text-sky-300" aria-hidden />
      <span className="sr-only">{t('planning.estimate.label', { time })}</span>
      <span aria-hidden>{time}</span>
    </span>
  );
}

const ENERGY_ICONS = { low: BatteryLow, medium: BatteryMedium, high: BatteryFull } as const;

/** The energy a quest or task takes, on its card: 'Low energy'. */
export function EnergyLabel({
  energy,
  size = 'sm',
  className,
}: {
  energy: Energy;
  size?: LabelSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const Icon = ENERGY_ICONS[energy];
  return (
    <span className={cn(labelClasses, sizeClasses[size], className)}>
      <Icon className="size-3.5 text-verdant-300" aria-hidden />
      {t(`planning.energy.${energy}`)}
    </span>
  );
}

/** The estimate and the energy, where the item has them (either may be null). */
export function PlanningLabels({
  estimateMinutes,
  energy,
  size = 'sm',
}: {
  estimateMinutes: number | null;
  energy: Energy | null;
  size?: LabelSize;
}) {
  return (
    <>
      {estimateMinutes ? <EstimateLabel minutes={estimateMinutes} size={size} /> : null}
      {energy ? <EnergyLabel energy={energy} size={size} /> : null}
    </>
  );
}
