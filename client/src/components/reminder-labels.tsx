import type { RECURRENCES } from '@protocol/api/quests.ts';
import { BellRing, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { reminderInWords } from '../lib/reminders.ts';
import { useMinuteClock } from '../lib/use-minute-clock.ts';

/**
 * A quest's or task's reminder on its card: a small bell and when, in words ('tomorrow 9:00 AM').
 * Once it has been sent it is no longer shown (the bell holds it).
 */
export function ReminderLabel({ remindAt, className }: { remindAt: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  if (new Date(remindAt).getTime() <= now.getTime()) return null;
  const when = reminderInWords(remindAt, i18n.resolvedLanguage ?? 'en', now);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-haze', className)}>
      <BellRing className="size-3.5 text-gold-300" aria-hidden />
      {t('reminders.card.reminder', { when })}
    </span>
  );
}

/** A routine quest's rhythm on its card: a repeat icon and 'Every weekday'. */
export function RoutineLabel({
  recurrence,
  className,
}: {
  recurrence: (typeof RECURRENCES)[number];
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t(`reminders.routine.${recurrence}`);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm text-haze', className)}
      title={t('reminders.card.routine', { label })}
    >
      <Repeat className="size-3.5 text-arcane-300" aria-hidden />
      <span className="sr-only">{t('reminders.card.routine', { label })}</span>
      <span aria-hidden>{label}</span>
    </span>
  );
}
