import type { Achievement } from '@protocol/api/achievements.ts';
import { useTranslation } from 'react-i18next';
import { AchievementIcon } from '@/components/achievement-icon.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { achievementText } from '@/lib/achievement-text.ts';
import { formatDate } from '@/lib/dates.ts';

function AchievementEntry({ achievement }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { title, description } = achievementText(achievement, language);
  const { current, target } = achievement.progress;
  const earned = achievement.earnedAt !== null;
  return (
    <li className="flex gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3 sm:gap-4 sm:p-4">
      <AchievementIcon icon={achievement.icon} earned={earned} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-sans text-base font-semibold text-ink">{title}</h3>
          <Badge tone={earned ? 'gold' : 'neutral'}>
            {t('common.points', { count: achievement.points })}
          </Badge>
        </div>
        <p className="mt-0.5 text-sm text-mist">{description}</p>
        {achievement.earnedAt ? (
          <p className="mt-1.5 text-xs text-gold-300/90">
            {t('honors.earnedOn', { date: formatDate(achievement.earnedAt, language) })}
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-3">
            <Progress
              className="h-2"
              tone="arcane"
              value={target > 0 ? (current / target) * 100 : 0}
              label={t('honors.progressLabel', { title })}
              valueText={t('honors.progress', { current, target })}
            />
            <span className="shrink-0 text-xs text-haze tabular-nums">
              {t('honors.progress', { current: Math.min(current, target), target })}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

export function AchievementListCard({
  id,
  title,
  empty,
  achievements,
}: {
  id: string;
  title: string;
  empty: string;
  achievements: readonly Achievement[];
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle id={id}>{title}</CardTitle>
          <Badge tone="neutral">{achievements.length}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        {achievements.length === 0 ? (
          <p className="rounded-xl border border-dashed border-night-500 px-4 py-8 text-center text-mist">
            {empty}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2.5 md:grid-cols-2 xl:grid-cols-3">
            {achievements.map((achievement) => (
              <AchievementEntry key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
