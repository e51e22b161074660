import type { Task } from '@protocol/api/tasks.ts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@/lib/dates.ts';
import { weekColumns } from '../utils/task-lists.ts';

const DOT: Record<Task['priority'], string> = {
  low: 'bg-haze',
  medium: 'bg-sky-400',
  high: 'bg-gold-400',
};

/** Monday to Sunday of this week: seven columns on wide screens, a list of days on narrow ones. */
export function WeeklyViewCard({ tasks }: { tasks: readonly Task[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' });
  const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const columns = weekColumns(tasks);

  return (
    <Card aria-labelledby="week-title">
      <CardHeader>
        <CardTitle id="week-title">{t('tasks.week.title')}</CardTitle>
        <CardDescription>{t('tasks.week.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
          {columns.map(({ date, isToday, tasks: dayTasks }) => (
            <li
              key={date.toISOString()}
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'flex min-w-0 flex-col gap-2 rounded-xl border p-3 lg:min-h-40',
                isToday ? 'border-gold-400/60 bg-gold-400/5' : 'border-night-600 bg-night-900/50',
                // A free day is one short line when the days are stacked.
                dayTasks.length === 0 &&
                  'max-lg:flex-row max-lg:flex-wrap max-lg:items-baseline max-lg:gap-x-3',
              )}
            >
              <h3
                className={cn(
                  'flex flex-wrap items-baseline gap-x-2 font-sans text-sm font-semibold lg:flex-col lg:items-start',
                  dayTasks.length === 0 ? 'max-lg:flex-1' : 'justify-between',
                )}
              >
                <span className={cn('min-w-0 capitalize', isToday ? 'text-gold-200' : 'text-ink')}>
                  {weekday.format(date)}
                </span>
                <span className={cn('text-xs font-medium', isToday ? 'text-gold-300' : 'text-haze')}>
                  {isToday ? `${t('tasks.week.today')} · ${dayMonth.format(date)}` : dayMonth.format(date)}
                </span>
              </h3>
              {dayTasks.length === 0 ? (
                <p className="text-xs text-haze/80">{t('tasks.week.free')}</p>
              ) : (
                <ul className="flex flex-col gap-1.5">
                  {dayTasks.map((task) => (
                    <li
                      key={task.id}
                      className="flex min-w-0 items-start gap-2 rounded-lg bg-night-800/80 px-2 py-1.5 text-sm"
                    >
                      <span
                        className={cn('mt-2 size-1.5 shrink-0 rounded-full', DOT[task.priority])}
                        aria-hidden
                      />
                      <span className="min-w-0">
                        <span className="block text-xs text-haze tabular-nums">
                          {task.dueDate ? formatTime(task.dueDate, language) : null}
                        </span>
                        <span
                          className={cn(
                            'block [overflow-wrap:anywhere]',
                            task.completed ? 'text-haze line-through' : 'text-ink',
                          )}
                        >
                          {task.title}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
