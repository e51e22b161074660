import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { formatDue, isPastDue } from '../lib/dates.ts';

/**
 * When an open quest or task is due. Once the time has passed it says so calmly: a soft 'Overdue'
 * and when it was due, in the board's quiet colours, never an alarm.
 */
export function DueLabel({
  dueDate,
  open,
  className,
}: {
  dueDate: string;
  open: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const date = formatDue(dueDate, i18n.resolvedLanguage ?? 'en');
  const overdue = open && isPastDue(dueDate);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5 text-sm text-haze', className)}>
      <CalendarClock className="size-3.5" aria-hidden />
      {overdue ? (
        <>
          <span className="rounded-full border border-arcane-400/30 bg-arcane-500/10 px-2 py-px text-xs font-medium text-arcane-300">
            {t('common.dueDate.overdue')}
          </span>
          <span>{t('common.dueDate.wasDue', { date })}</span>
        </>
      ) : (
        t('common.dueDate.due', { date })
      )}
    </span>
  );
}
