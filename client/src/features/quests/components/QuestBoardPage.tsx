import type { User } from '@protocol/api/user.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { useQuests } from '@/shared/queries/quests.ts';
import { questLists } from '../utils/quest-lists.ts';
import { useBoardFocus } from '../utils/use-board-focus.ts';
import { ActiveQuestsCard } from './ActiveQuestsCard.tsx';
import { CompletedQuestsCard, CompletedTodayCard } from './CompletedQuestsCards.tsx';
import { NewQuestDialog } from './NewQuestDialog.tsx';
import { QuestBoardHeader } from './QuestBoardHeader.tsx';
import { QuestQuickAdd } from './QuestQuickAdd.tsx';
import { TodayProgressCard } from './TodayProgressCard.tsx';

/** /quests: the welcome tiles, today's progress, the open quests and the ones already done. */
export function QuestBoardPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const quests = useQuests();
  const [creating, setCreating] = useState(false);
  const lists = questLists(quests.data ?? []);
  const focus = useBoardFocus();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('quests.pageTitle')} · ${t('app.name')}`}</title>
      <QuestBoardHeader user={user} onNewQuest={() => setCreating(true)} />
      <QuestQuickAdd understand={user.quickAddParsing} />
      {quests.isPending ? (
        <LoadingBlock />
      ) : quests.isError ? (
        <LoadFailed onRetry={() => void quests.refetch()} retrying={quests.isFetching} />
      ) : (
        <>
          <TodayProgressCard completedToday={lists.completedToday.length} active={lists.active.length} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ActiveQuestsCard quests={lists.active} onNewQuest={() => setCreating(true)} focus={focus} />
            {lists.completed.length > 0 ? (
              <div className="flex flex-col gap-6">
                <CompletedTodayCard quests={lists.completedToday} />
                <CompletedQuestsCard quests={lists.completed} />
              </div>
            ) : null}
          </div>
        </>
      )}
      <NewQuestDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(quest) => focus.created(quest.id)}
      />
    </div>
  );
}
