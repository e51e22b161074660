import { CalendarClock, CircleAlert, ListTodo, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/page-hero.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import type { TaskLists } from '../utils/task-lists.ts';

/** Title, New Task, the way back to the Quest Board and the three summary cards. */
export function TasksHeader({
  summary,
  onNewTask,
}: {
  summary: TaskLists['summary'] | null;
  onNewTask: () => void;
}) {
  const { t } = useTranslation();
  const value = (count: number | undefined) => (count === undefined ? '–' : String(count));
  return (
    <PageHero
      titleId="tasks-title"
      eyebrow={t('tasks.eyebrow')}
      title={t('tasks.title')}
      text={t('tasks.text')}
      newLabel={t('tasks.newTask')}
      onNew={onNewTask}
      link={{ to: '/quests', icon: ScrollText, label: t('tasks.questBoardLink') }}
    >
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          layout="stacked"
          icon={ListTodo}
          label={t('tasks.summary.pending')}
          value={value(summary?.pending)}
          tone="text-arcane-300"
        />
        <StatTile
          layout="stacked"
          icon={CircleAlert}
          label={t('tasks.summary.high')}
          value={value(summary?.highPriority)}
          tone="text-gold-300"
        />
        <StatTile
          layout="stacked"
          icon={CalendarClock}
          label={t('tasks.summary.dueToday')}
          value={value(summary?.dueToday)}
          tone="text-sky-300"
        />
      </dl>
    </PageHero>
  );
}
