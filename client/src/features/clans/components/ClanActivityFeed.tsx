import type { ClanActivityItem } from '@protocol/api/clans.ts';
import { DIFFICULTIES } from '@protocol/api/quests.ts';
import type { LucideIcon } from 'lucide-react';
import { Award, CircleCheck, DoorOpen, Flag, Skull, TrendingUp, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '@/components/activity-feed.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { achievementText } from '@/lib/achievement-text.ts';
import { formatNumber } from '@/lib/format.ts';
import { useAchievements } from '@/shared/queries/achievements.ts';
import { useClanActivity } from '../api/clan-activity.ts';

const LOOKS: Record<ClanActivityItem['type'], { icon: LucideIcon; tone: string }> = {
  member_joined: { icon: UserPlus, tone: 'text-sky-300' },
  member_left: { icon: DoorOpen, tone: 'text-haze' },
  quest_completed: { icon: CircleCheck, tone: 'text-verdant-300' },
  level_up: { icon: TrendingUp, tone: 'text-arcane-300' },
  achievement_unlocked: { icon: Award, tone: 'text-gold-300' },
  boss_defeated: { icon: Skull, tone: 'text-ember-300' },
};

const isDifficulty = (value: unknown): value is (typeof DIFFICULTIES)[number] =>
  (DIFFICULTIES as readonly unknown[]).includes(value);

/**
 * What the clan's members have been up to, newest first. A log region: entries pushed by
 * `clan:activity` while the page is open are read out politely, without interrupting.
 */
export function ClanActivityFeed({ clanId }: { clanId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const activity = useClanActivity(clanId);
  const achievements = useAchievements();

  const describeItem = (item: ClanActivityItem): string => {
    const name = item.username;
    switch (item.type) {
      case 'member_joined':
        return item.data.founder === true
          ? t('clans.activity.founded', { name })
          : t('clans.activity.joined', { name });
      case 'member_left':
        return t('clans.activity.left', { name });
      case 'quest_completed': {
        // A quest's title only when its player shares titles; otherwise 'a quest' and how hard it was.
        if (item.subject) return t('clans.activity.questCompleted', { name, subject: item.subject });
        const difficulty = item.data.difficulty;
        return isDifficulty(difficulty)
          ? t('clans.activity.questCompletedDifficulty', {
              name,
              difficulty: t(`common.difficulty.${difficulty}`),
            })
          : t('clans.activity.questCompletedPrivate', { name });
      }
      case 'level_up': {
        const level = item.data.level;
        return t('clans.activity.levelUp', {
          name,
          level: typeof level === 'number' ? formatNumber(level) : item.subject,
        });
      }
      case 'achievement_unlocked': {
        // The feed stores the English title; the catalogue has it in every language.
        const known = achievements.data?.find((achievement) => achievement.id === item.data.achievementId);
        return t('clans.activity.achievement', {
          name,
          subject: known ? achievementText(known, language).title : item.subject,
        });
      }
      case 'boss_defeated':
        return t('clans.activity.bossDefeated', { name, subject: item.subject });
    }
  };

  return (
    <Card aria-labelledby="clan-feed-title">
      <CardHeader>
        <CardTitle id="clan-feed-title" className="text-lg sm:text-xl">
          {t('clans.feedTitle')}
        </CardTitle>
        <CardDescription>{t('clans.feedText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityFeed
          query={activity}
          emptyText={t('clans.feedEmpty')}
          logLabelledBy="clan-feed-title"
          line={(item) => {
            const founded = item.type === 'member_joined' && item.data.founder === true;
            const { icon, tone } = LOOKS[item.type];
            return {
              id: item.id,
              icon: founded ? Flag : icon,
              tone,
              text: describeItem(item),
              createdAt: item.createdAt,
            };
          }}
        />
      </CardContent>
    </Card>
  );
}
