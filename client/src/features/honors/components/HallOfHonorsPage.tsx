import type { User } from '@protocol/api/user.ts';
import { masteryRate } from '@protocol/rules/progress.ts';
import { Award, Flame, Percent, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useAchievements } from '@/shared/queries/achievements.ts';
import { AchievementListCard } from './AchievementListCard.tsx';
import { MilestoneCard } from './MilestoneCard.tsx';

/** /achievements: the four tiles, the next milestone, then earned and unclaimed honors. */
export function HallOfHonorsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const achievements = useAchievements();
  const all = achievements.data ?? [];
  const earned = all
    .filter((achievement) => achievement.earnedAt !== null)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  const unclaimed = all
    .filter((achievement) => achievement.earnedAt === null)
    .sort(
      (a, b) =>
        b.progress.current / Math.max(1, b.progress.target) -
        a.progress.current / Math.max(1, a.progress.target),
    );
  const ready = achievements.isSuccess;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('honors.pageTitle')} · ${t('app.name')}`}</title>
      <Card aria-labelledby="honors-title" className="overflow-hidden">
        <div className="bg-gradient-to-r from-gold-400/10 via-transparent to-arcane-500/15 p-5 sm:p-8">
          <p className="text-sm font-semibold tracking-widest text-gold-300/90 uppercase">
            {t('honors.eyebrow')}
          </p>
          <h1 id="honors-title" className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
            {t('honors.pageTitle')}
          </h1>
          <p className="mt-1 text-mist">{t('honors.text')}</p>
          <dl className="mt-6 grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:gap-3 lg:grid-cols-4">
            <StatTile
              icon={Award}
              label={t('honors.tiles.titles')}
              value={ready ? t('honors.titlesValue', { earned: earned.length, total: all.length }) : '–'}
              tone="text-gold-300"
            />
            <StatTile
              icon={Sparkles}
              label={t('honors.tiles.points')}
              value={formatNumber(user.totalPoints)}
              // The spec names the tile 'Experience Points'; it counts honor points, so it says so.
              detail={t('honors.tiles.pointsDetail')}
              tone="text-arcane-300"
            />
            <StatTile
              icon={Flame}
              label={t('honors.tiles.streak')}
              value={t('common.days', { count: user.currentStreak })}
              tone="text-ember-300"
            />
            <StatTile
              icon={Percent}
              label={t('honors.tiles.mastery')}
              value={ready ? `${masteryRate(earned.length, all.length)}%` : '–'}
              tone="text-verdant-300"
            />
          </dl>
        </div>
      </Card>
      <MilestoneCard points={user.totalPoints} />
      {achievements.isPending ? (
        <LoadingBlock />
      ) : achievements.isError ? (
        <LoadFailed onRetry={() => void achievements.refetch()} retrying={achievements.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          <AchievementListCard
            id="earned-honors"
            title={t('honors.earnedTitle')}
            empty={t('honors.earnedEmpty')}
            achievements={earned}
          />
          <AchievementListCard
            id="unclaimed-honors"
            title={t('honors.unclaimedTitle')}
            empty={t('honors.unclaimedEmpty')}
            achievements={unclaimed}
          />
        </div>
      )}
    </div>
  );
}
