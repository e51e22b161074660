import { CalendarClock, CircleAlert, ListTodo, Plus, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatTile } from '../../../components/stat-tile.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
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
    <Card aria-labelledby="tasks-title" className="overflow-hidden">
      <div className="bg-gradient-to-r from-arcane-500/15 via-transparent to-gold-400/10 p-5 sm:p-8">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-gold-300/90 uppercase">
              {t('tasks.eyebrow')}
            </p>
            <h1 id="tasks-title" className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
              {t('tasks.title')}
            </h1>
            <p className="mt-1 text-mist">{t('tasks.text')}</p>
          </div>
          <div className="flex flex-wrap gap-2 sm:gap-3">
            <Button className="flex-auto whitespace-nowrap sm:flex-none" onClick={onNewTask}>
              <Plus className="size-4" aria-hidden />
              {t('tasks.newTask')}
            </Button>
            <Button asChild variant="outline" className="flex-auto whitespace-nowrap sm:flex-none">
              <Link to="/quests">
                <ScrollText className="size-4" aria-hidden />
                {t('tasks.questBoardLink')}
              </Link>
            </Button>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
          <StatTile
            stacked
            icon={ListTodo}
            label={t('tasks.summary.pending')}
            value={value(summary?.pending)}
            tone="text-arcane-300"
          />
          <StatTile
            stacked
            icon={CircleAlert}
            label={t('tasks.summary.high')}
            value={value(summary?.highPriority)}
            tone="text-gold-300"
          />
          <StatTile
            stacked
            icon={CalendarClock}
            label={t('tasks.summary.dueToday')}
            value={value(summary?.dueToday)}
            tone="text-sky-300"
          />
        </dl>
      </div>
    </Card>
  );
}
