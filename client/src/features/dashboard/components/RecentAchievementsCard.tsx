import type { Achievement } from '@protocol/api/achievements.ts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AchievementIcon } from '@/components/achievement-icon.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { achievementText } from '@/lib/achievement-text.ts';
import { relativeTime } from '@/lib/dates.ts';

const SHOWN = 3;

/** The latest three earned achievements, linking to the Hall of Honors. */
export function RecentAchievementsCard({
  achievements,
}: {
  achievements: readonly Achievement[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const recent = (achievements ?? [])
    .filter((achievement) => achievement.earnedAt !== null)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''))
    .slice(0, SHOWN);
  return (
    <Card aria-labelledby="dashboard-recent-achievements" className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="dashboard-recent-achievements">{t('hall.recentTitle')}</CardTitle>
        <Link
          to="/achievements"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('hall.allHonors')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {!achievements ? (
          <LoadingBlock className="py-6" />
        ) : recent.length === 0 ? (
          <p className="rounded-xl border border-dashed border-night-500 px-4 py-8 text-center text-mist">
            {t('hall.recentEmpty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2.5">
            {recent.map((achievement) => {
              const { title } = achievementText(achievement, language);
              return (
                <li key={achievement.id} className="flex items-center gap-3">
                  <AchievementIcon icon={achievement.icon} earned className="size-10" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{title}</p>
                    <p className="text-xs text-haze">
                      {t('common.points', { count: achievement.points })}
                      {achievement.earnedAt ? ` · ${relativeTime(achievement.earnedAt, language)}` : null}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
