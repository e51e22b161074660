import type { User } from '@protocol/api/user.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { useFocusSession } from '@/shared/queries/focus-session.ts';
import { useTasks } from '@/shared/queries/tasks.ts';
import { useStartFocusSession } from '../api/start-focus-session.ts';
import { taskLists } from '../utils/task-lists.ts';
import { FocusCard } from './FocusCard.tsx';
import { NewTaskDialog } from './NewTaskDialog.tsx';
import { TaskListCard } from './TaskListCard.tsx';
import { TaskQuickAdd } from './TaskQuickAdd.tsx';
import { TasksHeader } from './TasksHeader.tsx';
import { WeeklyViewCard } from './WeeklyViewCard.tsx';

/** /tasks: summary, the filtered list, focus mode and this week at a glance. */
export function TasksPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const tasks = useTasks();
  const focus = useFocusSession();
  const start = useStartFocusSession();
  const [creating, setCreating] = useState(false);
  const lists = tasks.data ? taskLists(tasks.data) : null;
  const session = focus.data ?? null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('tasks.pageTitle')} · ${t('app.name')}`}</title>
      <TasksHeader summary={lists?.summary ?? null} onNewTask={() => setCreating(true)} />
      <TaskQuickAdd understand={user.quickAddParsing} />
      {tasks.isPending ? (
        <LoadingBlock />
      ) : !lists ? (
        <LoadFailed onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
      ) : (
        <>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="order-2 min-w-0 lg:order-1">
              <TaskListCard
                lists={lists}
                onNewTask={() => setCreating(true)}
                onFocus={session ? null : (task) => start.mutate(task.id)}
                focusBusy={start.isPending}
              />
            </div>
            <div className="order-1 min-w-0 lg:order-2">
              <FocusCard
                session={session}
                receivedAt={focus.dataUpdatedAt}
                pendingTasks={lists.today.concat(lists.upcoming)}
                onStart={(taskId) => start.mutate(taskId)}
                starting={start.isPending || focus.isPending}
              />
            </div>
          </div>
          <WeeklyViewCard tasks={tasks.data ?? []} />
        </>
      )}
      <NewTaskDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
