import { ChevronRight, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Quest } from '../../../../../protocol/api/quests.ts';
import { LoadFailed, LoadingBlock } from '../../../components/load-state.tsx';
import { DifficultyBadge, QuestReward } from '../../../components/quest-difficulty.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Spec section 9: the dashboard lists the first 4 active quests. */
const SHOWN = 4;

interface ActiveQuestsSummaryCardProps {
  quests: readonly Quest[] | undefined;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** Count badge, the first four open quests, View All; an empty state with Browse Quests. */
export function ActiveQuestsSummaryCard({
  quests,
  isError,
  retrying,
  onRetry,
}: ActiveQuestsSummaryCardProps) {
  const { t } = useTranslation();
  const active = quests?.filter((quest) => !quest.completed) ?? [];
  return (
    <Card aria-labelledby="dashboard-active-quests" className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <CardTitle id="dashboard-active-quests">{t('hall.activeQuests')}</CardTitle>
          {quests ? (
            <Badge tone="gold">
              <span aria-hidden>{active.length}</span>
              <span className="sr-only">{t('hall.activeCount', { count: active.length })}</span>
            </Badge>
          ) : null}
        </div>
        <Link
          to="/quests"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('hall.viewAll')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {isError ? (
          <LoadFailed onRetry={onRetry} retrying={retrying} />
        ) : !quests ? (
          <LoadingBlock className="py-6" />
        ) : active.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-night-500 px-4 py-8 text-center">
            <ScrollText className="size-8 text-haze" aria-hidden />
            <p className="max-w-sm text-mist">{t('hall.activeEmpty')}</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/quests">{t('hall.browse')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-2.5">
            {active.slice(0, SHOWN).map((quest) => (
              <li
                key={quest.id}
                className="flex flex-col gap-1.5 rounded-xl border border-night-600 bg-night-900/60 px-4 py-3"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium text-ink">{quest.title}</p>
                  <DifficultyBadge difficulty={quest.difficulty} className="shrink-0" />
                </div>
                <QuestReward quest={quest} className="text-xs" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
