import type { Quest } from '@protocol/api/quests.ts';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuestReward } from '@/components/quest-difficulty.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/dates.ts';
import { COMPLETED_SHOWN, COMPLETED_TODAY_SHOWN } from '../utils/quest-lists.ts';
import { RoutineBackLabel } from './RoutineBackLabel.tsx';

function CompletedRow({ quest, showDate }: { quest: Quest; showDate: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-start gap-3 rounded-xl bg-night-900/50 px-3 py-2.5">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-verdant-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{quest.title}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
          <QuestReward quest={quest} className="text-xs" />
          {quest.recurrence && quest.nextOpenAt ? <RoutineBackLabel nextOpenAt={quest.nextOpenAt} /> : null}
          {showDate && quest.completedAt ? (
            <span className="text-xs text-haze">
              {t('quests.completedOn', {
                date: formatDate(quest.completedAt, i18n.resolvedLanguage ?? 'en'),
              })}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Completed Today: shown only when there are any; the first 3, then '+N more completed quests'. */
export function CompletedTodayCard({ quests }: { quests: readonly Quest[] }) {
  const { t } = useTranslation();
  if (quests.length === 0) return null;
  const more = quests.length - COMPLETED_TODAY_SHOWN;
  return (
    <Card aria-labelledby="completed-today-title">
      <CardHeader>
        <CardTitle id="completed-today-title" className="text-lg sm:text-xl">
          {t('quests.completedTodayTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {quests.slice(0, COMPLETED_TODAY_SHOWN).map((quest) => (
            <CompletedRow key={quest.id} quest={quest} showDate={false} />
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-3 text-sm text-haze">{t('quests.moreCompleted', { count: more })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Completed Quests: the six most recent. */
export function CompletedQuestsCard({ quests }: { quests: readonly Quest[] }) {
  const { t } = useTranslation();
  if (quests.length === 0) return null;
  return (
    <Card aria-labelledby="completed-quests-title">
      <CardHeader>
        <CardTitle id="completed-quests-title" className="text-lg sm:text-xl">
          {t('quests.completedTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {quests.slice(0, COMPLETED_SHOWN).map((quest) => (
            <CompletedRow key={quest.id} quest={quest} showDate />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
