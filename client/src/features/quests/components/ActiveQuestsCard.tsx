import { Plus, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Quest } from '../../../../../protocol/api/quests.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ActiveQuestCard } from './ActiveQuestCard.tsx';

export function ActiveQuestsCard({
  quests,
  onNewQuest,
}: {
  quests: readonly Quest[];
  onNewQuest: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="active-quests-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <CardTitle id="active-quests-title">{t('quests.activeTitle')}</CardTitle>
            <Badge tone="gold">{quests.length}</Badge>
          </div>
          <CardDescription className="mt-1">{t('quests.activeText')}</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={onNewQuest}>
          <Plus className="size-4" aria-hidden />
          {t('quests.newQuest')}
        </Button>
      </CardHeader>
      <CardContent>
        {quests.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-night-500 px-4 py-10 text-center">
            <ScrollText className="size-8 text-haze" aria-hidden />
            <p className="max-w-sm text-mist">{t('quests.empty')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {quests.map((quest) => (
              <ActiveQuestCard key={quest.id} quest={quest} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
