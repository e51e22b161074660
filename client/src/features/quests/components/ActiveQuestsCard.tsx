import type { Quest } from '@protocol/api/quests.ts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { BoardFocus } from '../utils/use-board-focus.ts';
import { ActiveQuestCard } from './ActiveQuestCard.tsx';
import { StarterQuests } from './StarterQuests.tsx';

export function ActiveQuestsCard({
  quests,
  onNewQuest,
  focus,
}: {
  quests: readonly Quest[];
  onNewQuest: () => void;
  /** Where focus goes after creating and completing (never to <body>). */
  focus?: BoardFocus;
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
        <Button ref={focus?.newQuestButton} size="sm" variant="outline" onClick={onNewQuest}>
          <Plus className="size-4" aria-hidden />
          {t('quests.newQuest')}
        </Button>
      </CardHeader>
      <CardContent>
        {quests.length === 0 ? (
          <StarterQuests onAdded={(quest) => focus?.added(quest.id)} />
        ) : (
          <ul className="flex flex-col gap-3">
            {quests.map((quest) => (
              <ActiveQuestCard
                key={quest.id}
                quest={quest}
                cardRef={focus?.registerCard(quest.id)}
                onCompleting={() =>
                  focus?.completing(
                    quest.id,
                    quests.map((open) => open.id),
                  )
                }
                onCompleteFailed={focus?.completeFailed}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
