import { nextMilestone } from '@protocol/rules/progress.ts';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { formatNumber } from '@/lib/format.ts';

/** Next Legendary Milestone: the first of 100, 250, 500, 1000, 2500 above the points, else 5000. */
export function MilestoneCard({ points }: { points: number }) {
  const { t } = useTranslation();
  const target = nextMilestone(points);
  const text = t('honors.milestoneProgress', {
    points: formatNumber(points),
    target: formatNumber(target),
  });
  return (
    <Card aria-labelledby="milestone-title" className="p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2
          id="milestone-title"
          className="flex items-center gap-2 text-lg font-semibold text-ink sm:text-xl"
        >
          <Crown className="size-5 shrink-0 text-gold-300" aria-hidden />
          {t('honors.milestone')}
        </h2>
        <p className="font-semibold text-gold-200 tabular-nums">{text}</p>
      </div>
      <Progress value={(points / target) * 100} label={t('honors.milestone')} valueText={text} />
      <p className="mt-2 text-sm text-haze">
        {t('honors.milestoneRemaining', { remaining: formatNumber(Math.max(0, target - points)) })}
      </p>
    </Card>
  );
}
