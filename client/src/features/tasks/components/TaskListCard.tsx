import type { Task } from '@protocol/api/tasks.ts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { TaskLists } from '../utils/task-lists.ts';
import { TaskItem } from './TaskItem.tsx';

type TaskTab = 'today' | 'upcoming' | 'completed';
const TABS: readonly TaskTab[] = ['today', 'upcoming', 'completed'];

interface TaskListCardProps {
  lists: TaskLists;
  onNewTask: () => void;
  /** Starts focus on a task; null while a session is already open. */
  onFocus: ((task: Task) => void) | null;
  focusBusy: boolean;
}

/** Today / Upcoming / Completed, each a real filter of the player's tasks. */
export function TaskListCard({ lists, onNewTask, onFocus, focusBusy }: TaskListCardProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TaskTab>('today');

  return (
    <Card aria-labelledby="task-list-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="task-list-title">{t('tasks.listTitle')}</CardTitle>
        <Button size="sm" onClick={onNewTask}>
          <Plus className="size-4" aria-hidden />
          {t('tasks.newTask')}
        </Button>
      </CardHeader>
      <CardContent>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = TABS.find((name) => name === value);
            if (next) setTab(next);
          }}
        >
          <TabsList aria-label={t('tasks.tabsLabel')}>
            {TABS.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                className="flex flex-col items-center justify-center gap-0.5 min-[480px]:flex-row min-[480px]:gap-1.5"
              >
                <span className="min-w-0 max-w-full truncate">{t(`tasks.tabs.${name}`)}</span>
                <Badge tone="neutral" className="px-1.5 py-0 text-[0.7rem]">
                  {lists[name].length}
                </Badge>
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((name) => (
            <TabsContent key={name} value={name} className="mt-4">
              {name === 'completed' && lists.completedTotal > lists.completed.length ? (
                <p className="mb-3 text-sm text-haze">
                  {t('tasks.completedNote', { count: lists.completed.length, total: lists.completedTotal })}
                </p>
              ) : null}
              {lists[name].length === 0 ? (
                <p className="rounded-xl border border-dashed border-night-500 px-4 py-8 text-center text-mist">
                  {t(`tasks.empty.${name}`)}
                </p>
              ) : (
                <ul className="flex flex-col gap-2.5">
                  {lists[name].map((task) => (
                    <TaskItem
                      key={task.id}
                      task={task}
                      onFocus={onFocus ? () => onFocus(task) : undefined}
                      focusBusy={focusBusy}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
