import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../protocol/api/user.ts';
import { useAchievements } from '../../../lib/queries/achievements.ts';
import { useQuests } from '../../../lib/queries/quests.ts';
import { ActiveQuestsCard } from './ActiveQuestsCard.tsx';
import { ActivityFeedCard } from './ActivityFeedCard.tsx';
import { HeroCard } from './HeroCard.tsx';
import { QuickActionsCard } from './QuickActionsCard.tsx';
import { RecentAchievementsCard } from './RecentAchievementsCard.tsx';
import { StatsCard } from './StatsCard.tsx';

/**
 * The Adventure Hall: who you are, how far you have come, where to go next. `companion` is the AI
 * Quest Companion's card, handed in by the app so features stay independent.
 */
export function DashboardPage({ user, companion }: { user: User; companion?: ReactNode }) {
  const { t } = useTranslation();
  const quests = useQuests();
  const achievements = useAchievements();
  const questsCompleted = quests.data?.filter((quest) => quest.completed).length;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('nav.home')} · ${t('app.name')}`}</title>
      <HeroCard user={user} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ActiveQuestsCard
            quests={quests.data}
            isError={quests.isError}
            retrying={quests.isFetching}
            onRetry={() => void quests.refetch()}
          />
          {companion}
          <QuickActionsCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatsCard user={user} questsCompleted={questsCompleted} />
          <RecentAchievementsCard achievements={achievements.data} />
          <ActivityFeedCard achievements={achievements.data} />
        </div>
      </div>
    </div>
  );
}
