import { Coins, Flame, ListTodo, Plus, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../../../../protocol/api/user.ts';
import { StatTile } from '../../../components/stat-tile.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { experiencePercent } from '../../../lib/current-user.ts';
import { formatNumber } from '../../../lib/format.ts';

/** Welcome, the four tiles (Level, XP, Gold, Streak) and the experience bar. */
export function QuestBoardHeader({ user, onNewQuest }: { user: User; onNewQuest: () => void }) {
  const { t } = useTranslation();
  const xpText = t('quests.xpProgress', { current: user.experience, total: user.experienceToNext });
  return (
    <Card aria-labelledby="quest-board-title" className="overflow-hidden">
      <div className="bg-gradient-to-r from-arcane-500/15 via-transparent to-gold-400/10 p-5 sm:p-8">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-gold-300/90 uppercase">
              {t('quests.pageTitle')}
            </p>
            <h1 id="quest-board-title" className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
              {t('quests.welcome', { username: user.nickname ?? user.username })}
            </h1>
            <p className="mt-1 text-mist">{t('quests.welcomeText')}</p>
          </div>
          <div className="flex flex-wrap gap-2 sm:gap-3">
            <Button className="flex-auto whitespace-nowrap sm:flex-none" onClick={onNewQuest}>
              <Plus className="size-4" aria-hidden />
              {t('quests.newQuest')}
            </Button>
            <Button asChild variant="outline" className="flex-auto whitespace-nowrap sm:flex-none">
              <Link to="/tasks">
                <ListTodo className="size-4" aria-hidden />
                {t('quests.tasksLink')}
              </Link>
            </Button>
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          <StatTile
            stacked
            icon={Star}
            label={t('quests.tiles.level')}
            value={String(user.level)}
            tone="text-gold-300"
          />
          <StatTile
            stacked
            icon={Sparkles}
            label={t('quests.tiles.xp')}
            value={`${user.experience}/${user.experienceToNext}`}
            tone="text-arcane-300"
          />
          <StatTile
            stacked
            icon={Coins}
            label={t('quests.tiles.gold')}
            value={formatNumber(user.gold)}
            tone="text-gold-300"
          />
          <StatTile
            stacked
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
      </div>
    </Card>
  );
}
