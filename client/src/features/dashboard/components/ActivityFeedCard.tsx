import type { LucideIcon } from 'lucide-react';
import { Award, CircleCheck, ShoppingBag, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '../../../../../protocol/api/achievements.ts';
import type { ActivityItem } from '../../../../../protocol/api/activity.ts';
import { FeedEntry } from '../../../components/feed-entry.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/load-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { achievementText } from '../../../lib/achievement-text.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
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
  const now = useMinuteClock();

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
        {activity.isPending ? (
          <LoadingBlock className="py-6" />
        ) : activity.isError ? (
          <LoadFailed onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
        ) : activity.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-night-500 px-4 py-8 text-center text-mist">
            {t('hall.activityEmpty')}
          </p>
        ) : (
          <ol className="flex flex-col">
            {activity.data.map((item) => {
              const { icon, tone } = LOOKS[item.type];
              const { text, detail } = describeItem(item);
              return (
                <FeedEntry
                  key={item.id}
                  icon={icon}
                  tone={tone}
                  text={text}
                  detail={detail}
                  createdAt={item.createdAt}
                  language={language}
                  now={now}
                />
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
