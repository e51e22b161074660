import { routineReturn } from '@protocol/rules/routine-return.ts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useMinuteClock } from '@/lib/use-minute-clock.ts';

/** The browser's zone, for a moment before the session is read (the server counts in the player's). */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * On a completed routine's card: when it comes back ('Back tomorrow', 'Back Monday'), counted in the
 * player's own time zone from the server's moment (`nextOpenAt`), in the player's language.
 */
export function RoutineBackLabel({ nextOpenAt }: { nextOpenAt: string }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const now = useMinuteClock();
  const timeZone = user?.timezone || deviceTimeZone();
  const moment = new Date(nextOpenAt);
  const back = routineReturn(moment, now, timeZone);
  const language = i18n.resolvedLanguage ?? 'en';
  const text =
    back.when === 'weekday'
      ? t('quests.back.weekday', {
          weekday: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(moment),
        })
      : back.when === 'date'
        ? t('quests.back.date', {
            date: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone }).format(
              moment,
            ),
          })
        : t(`quests.back.${back.when}`);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-arcane-300">
      <CalendarClock className="size-3.5" aria-hidden />
      {text}
    </span>
  );
}
