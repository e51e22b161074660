import { ChevronRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatTime } from '@/lib/dates.ts';
import { useMinuteClock } from '@/lib/use-minute-clock.ts';
import { byDueThenPriority, isForToday, useTasks } from '@/shared/queries/tasks.ts';

/** A glance, not a second task list: the first few of today, and the way to all of them. */
const SHOWN = 4;

const priorityTone = { high: 'arcane', medium: 'gold', low: 'neutral' } as const;

/** The dashboard's 'Today's tasks': the open tasks for today (due today, overdue or undated). */
export function TodayTasksCard() {
  const { t, i18n } = useTranslation();
  const tasks = useTasks();
  const now = useMinuteClock();
  const today = (tasks.data ?? []).filter((task) => isForToday(task, now)).sort(byDueThenPriority);
  const shown = today.slice(0, SHOWN);
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Card aria-labelledby="dashboard-today-tasks">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <CardTitle id="dashboard-today-tasks">{t('firstDays.todayTasks.title')}</CardTitle>
          {tasks.data ? (
            <Badge tone="gold">
              <span aria-hidden>{today.length}</span>
              <span className="sr-only">{t('firstDays.todayTasks.count', { count: today.length })}</span>
            </Badge>
          ) : null}
        </div>
        <Link
          to="/tasks"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('firstDays.todayTasks.open')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent>
        {tasks.isError && !tasks.data ? (
          <LoadFailed onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
        ) : !tasks.data ? (
          // As tall as the empty day (a new player's): the cards below do not move when it arrives,
          // under a pointer about to click them (the server's dashboard is painted before this read).
          <LoadingBlock className="h-6 py-0" />
        ) : today.length === 0 ? (
          <p className="flex min-h-6 items-center gap-3 text-sm text-mist">
            <ListChecks className="size-5 shrink-0 text-haze" aria-hidden />
            {t('firstDays.todayTasks.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {shown.map((task) => (
              <li
                key={task.id}
                className="flex items-center gap-3 rounded-xl border border-night-600 bg-night-900/60 px-4 py-2.5"
              >
                <p className="min-w-0 flex-1 font-medium break-words text-ink">{task.title}</p>
                {task.dueDate ? (
                  <span className="shrink-0 text-xs text-haze">
                    {t('firstDays.todayTasks.dueAt', { time: formatTime(task.dueDate, language) })}
                  </span>
                ) : null}
                <Badge tone={priorityTone[task.priority]} className="shrink-0">
                  {t(`tasks.priorityBadge.${task.priority}`)}
                </Badge>
              </li>
            ))}
            {today.length > SHOWN ? (
              <li className="px-1 text-sm text-haze">
                {t('firstDays.todayTasks.more', { count: today.length - SHOWN })}
              </li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
