import type { User } from '@protocol/api/user.ts';
import { Flame, ScrollText, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/stat-tile.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatNumber } from '@/lib/format.ts';

/** Quests completed, current and best streak, total points. */
export function StatsCard({ user, questsCompleted }: { user: User; questsCompleted: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="dashboard-stats">
      <CardHeader>
        <CardTitle id="dashboard-stats">{t('hall.statsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:gap-3">
          <StatTile
            icon={ScrollText}
            label={t('hall.stats.questsCompleted')}
            value={questsCompleted === undefined ? '–' : String(questsCompleted)}
            tone="text-verdant-300"
          />
          <StatTile
            icon={Flame}
            label={t('hall.stats.currentStreak')}
            value={t('common.days', { count: user.currentStreak })}
            tone="text-ember-300"
          />
          <StatTile
            icon={Trophy}
            label={t('hall.stats.bestStreak')}
            value={t('common.days', { count: user.streak })}
            tone="text-gold-300"
          />
          <StatTile
            icon={Sparkles}
            label={t('hall.stats.totalPoints')}
            value={formatNumber(user.totalPoints)}
            tone="text-arcane-300"
          />
        </dl>
      </CardContent>
    </Card>
  );
}
