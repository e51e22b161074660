import type { User } from '@protocol/api/user.ts';
import { Coins, Flame, ListTodo, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/page-hero.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { experiencePercent } from '@/lib/current-user.ts';
import { formatNumber } from '@/lib/format.ts';

/** Welcome, the four tiles (Level, XP, Gold, Streak) and the experience bar. */
export function QuestBoardHeader({ user, onNewQuest }: { user: User; onNewQuest: () => void }) {
  const { t } = useTranslation();
  const xpText = t('quests.xpProgress', { current: user.experience, total: user.experienceToNext });
  return (
    <PageHero
      titleId="quest-board-title"
      eyebrow={t('quests.pageTitle')}
      title={t('quests.welcome', { username: user.nickname ?? user.username })}
      text={t('quests.welcomeText')}
      newLabel={t('quests.newQuest')}
      onNew={onNewQuest}
      link={{ to: '/tasks', icon: ListTodo, label: t('quests.tasksLink') }}
    >
      <dl className="mt-6 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <StatTile
          layout="stacked"
          icon={Star}
          label={t('quests.tiles.level')}
          value={String(user.level)}
          tone="text-gold-300"
        />
        <StatTile
          layout="stacked"
          icon={Sparkles}
          label={t('quests.tiles.xp')}
          value={`${user.experience}/${user.experienceToNext}`}
          tone="text-arcane-300"
        />
        <StatTile
          layout="stacked"
          icon={Coins}
          label={t('quests.tiles.gold')}
          value={formatNumber(user.gold)}
          tone="text-gold-300"
        />
        <StatTile
          layout="stacked"
          icon={Flame}
          label={t('quests.tiles.streak')}
          value={t('common.days', { count: user.currentStreak })}
          tone="text-ember-300"
        />
      </dl>

      <div className="mt-6">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold text-ink">{t('quests.experience')}</span>
          <span className="text-mist tabular-nums">{xpText}</span>
        </div>
        <Progress value={experiencePercent(user)} label={t('quests.experience')} valueText={xpText} />
      </div>
    </PageHero>
  );
}
