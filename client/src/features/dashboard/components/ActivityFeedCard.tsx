import type { Achievement } from '@protocol/api/achievements.ts';
import type { ActivityItem } from '@protocol/api/activity.ts';
import type { LucideIcon } from 'lucide-react';
import { Award, CircleCheck, ShoppingBag, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '@/components/activity-feed.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { achievementText } from '@/lib/achievement-text.ts';
import { useActivity } from '../api/get-activity.ts';

const LOOKS: Record<ActivityItem['type'], { icon: LucideIcon; tone: string }> = {
  quest_completed: { icon: CircleCheck, tone: 'text-verdant-300' },
  level_up: { icon: TrendingUp, tone: 'text-arcane-300' },
  achievement_unlocked: { icon: Award, tone: 'text-gold-300' },
  item_purchased: { icon: ShoppingBag, tone: 'text-sky-300' },
};

function figure(item: ActivityItem, key: string): number | null {
  const value = item.data[key];
  return typeof value === 'number' ? value : null;
}

/** The player's own recent activity (GET /api/activity), newest first, times relative to now. */
export function ActivityFeedCard({ achievements }: { achievements: readonly Achievement[] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const activity = useActivity();

  function describeItem(item: ActivityItem): { text: string; detail: string | null } {
    switch (item.type) {
      case 'quest_completed': {
        const xp = figure(item, 'experience');
        const gold = figure(item, 'gold');
        return {
          text: t('hall.activity.questCompleted', { subject: item.subject }),
          detail:
            xp !== null && gold !== null ? `${t('common.xp', { xp })} · ${t('common.gold', { gold })}` : null,
        };
      }
      case 'level_up':
        return {
          text: t('hall.activity.levelUp', { level: figure(item, 'level') ?? item.subject }),
          detail: null,
        };
      case 'achievement_unlocked': {
        // The feed stores the English title; the catalogue has it in every language.
        const id = item.data.achievementId;
        const known = achievements?.find((achievement) => achievement.id === id);
        const points = figure(item, 'points');
        return {
          text: t('hall.activity.achievementUnlocked', {
            subject: known ? achievementText(known, language).title : item.subject,
          }),
          detail: points !== null ? t('common.points', { count: points }) : null,
        };
      }
      case 'item_purchased':
        return { text: t('hall.activity.itemPurchased', { subject: item.subject }), detail: null };
    }
  }

  return (
    <Card aria-labelledby="dashboard-activity">
      <CardHeader>
        <CardTitle id="dashboard-activity">{t('hall.activityTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ActivityFeed
          query={activity}
          emptyText={t('hall.activityEmpty')}
          line={(item) => ({
            id: item.id,
            ...LOOKS[item.type],
            ...describeItem(item),
            createdAt: item.createdAt,
          })}
        />
      </CardContent>
    </Card>
  );
}
