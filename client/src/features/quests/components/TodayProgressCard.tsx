import { todaysProgressPercent } from '@protocol/rules/progress.ts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';

/** Today's Progress, 'x/y quests': shown only when today's total is above zero (spec section 2). */
export function TodayProgressCard({ completedToday, active }: { completedToday: number; active: number }) {
  const { t } = useTranslation();
  const total = completedToday + active;
  if (total === 0) return null;
  const text = t('quests.todayCount', { done: completedToday, total });
  return (
    <Card aria-labelledby="today-progress-title" className="p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="today-progress-title" className="text-lg font-semibold text-ink sm:text-xl">
          {t('quests.todayProgress')}
        </h2>
        <p className="font-semibold text-gold-200 tabular-nums">{text}</p>
      </div>
      <Progress
        value={todaysProgressPercent(completedToday, active)}
        label={t('quests.todayProgress')}
        valueText={text}
        tone="arcane"
      />
    </Card>
  );
}
