import type { User } from '@protocol/api/user.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { abilitiesOf } from '@/lib/abilities.ts';
import { useAchievements } from '@/shared/queries/achievements.ts';
import { useQuests } from '@/shared/queries/quests.ts';
import { ActiveQuestsSummaryCard } from './ActiveQuestsSummaryCard.tsx';
import { ActivityFeedCard } from './ActivityFeedCard.tsx';
import { HeroCard } from './HeroCard.tsx';
import { QuickActionsCard } from './QuickActionsCard.tsx';
import { RecentAchievementsCard } from './RecentAchievementsCard.tsx';
import { StatsCard } from './StatsCard.tsx';
import { TodayTasksCard } from './TodayTasksCard.tsx';

/**
 * No quest finished and no experience yet: a new player, greeted as new. Points do not count: an
 * achievement for founding a party or buying a first item brings points before any quest.
 */
function isNewcomer(user: User): boolean {
  return user.lastQuestCompleted === null && user.level === 1 && user.experience === 0;
}

/**
 * The Adventure Hall: who you are, how far you have come, where to go next. `companion` is the AI
 * Quest Companion's card, handed in by the app so features stay independent. For admins the app
 * also passes the Admin Panel, shown as a second tab (spec: Dashboard and Admin Panel).
 */
export function DashboardPage({
  user,
  companion,
  adminPanel,
}: {
  user: User;
  companion?: ReactNode;
  adminPanel?: ReactNode;
}) {
  const { t } = useTranslation();
  const quests = useQuests();
  const achievements = useAchievements();
  const questsCompleted = quests.data?.filter((quest) => quest.completed).length;
  // Decided when the hall opens: finishing the first quest here does not turn 'Welcome' into 'Welcome back'.
  const [newcomer] = useState(() => isNewcomer(user));

  const [params, setParams] = useSearchParams();

  const dashboard = (
    <>
      <HeroCard user={user} newcomer={newcomer} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ActiveQuestsSummaryCard
            quests={quests.data}
            isError={quests.isError}
            retrying={quests.isFetching}
            onRetry={() => void quests.refetch()}
            focusQuickAdd={newcomer}
            understand={user.quickAddParsing}
          />
          <TodayTasksCard />
          {companion}
          <QuickActionsCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatsCard user={user} questsCompleted={questsCompleted} />
          <RecentAchievementsCard achievements={achievements.data} />
          <ActivityFeedCard achievements={achievements.data} />
        </div>
      </div>
    </>
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('nav.home')} · ${t('app.name')}`}</title>
      {abilitiesOf(user).useAdminPanel && adminPanel ? (
        // Admins get two tabs, Dashboard and Admin Panel (spec); the open one is kept in the address.
        <Tabs
          value={params.get('view') === 'admin' ? 'admin' : 'dashboard'}
          onValueChange={(value) => setParams(value === 'admin' ? { view: 'admin' } : {}, { replace: true })}
        >
          <TabsList aria-label={t('admin.panel.tabsLabel')} className="sm:w-fit">
            <TabsTrigger value="dashboard" className="whitespace-nowrap sm:flex-none sm:px-6">
              {t('admin.panel.dashboardTab')}
            </TabsTrigger>
            <TabsTrigger value="admin" className="whitespace-nowrap sm:flex-none sm:px-6">
              {t('admin.panel.tab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="dashboard" className="flex flex-col gap-6">
            {dashboard}
          </TabsContent>
          <TabsContent value="admin">{adminPanel}</TabsContent>
        </Tabs>
      ) : (
        dashboard
      )}
    </div>
  );
}
