import type { User } from '@protocol/api/user.ts';
import { Coins, Heart, Sword } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CharacterAvatar } from '@/components/avatar/character-avatar.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useAvatarLook } from '@/lib/avatar-look.ts';
import { useClassTitle } from '@/lib/class-title.ts';
import { experiencePercent } from '@/lib/current-user.ts';
import { formatNumber } from '@/lib/format.ts';

/** `newcomer`: a player who has not finished anything yet is welcomed, not welcomed back. */
export function HeroCard({ user, newcomer = false }: { user: User; newcomer?: boolean }) {
  const { t } = useTranslation();
  const classTitle = useClassTitle(user.characterClass);
  const look = useAvatarLook(user);
  const percent = experiencePercent(user);
  const remaining = Math.max(0, user.experienceToNext - user.experience);

  return (
    <Card aria-labelledby="dashboard-welcome" className="overflow-hidden">
      <div className="bg-gradient-to-r from-arcane-500/15 via-transparent to-gold-400/10 p-5 sm:p-8">
        {/* Side by side from the smallest phone: the quick add below stays above the fold. */}
        <div className="flex flex-row items-center gap-4 sm:gap-5">
          <div className="relative shrink-0 self-start">
            <CharacterAvatar look={look} className="size-16 drop-shadow-lg sm:size-28" />
            <span className="absolute -right-2 -bottom-1 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold text-gold-950 shadow-lg ring-2 ring-night-800">
              {t('dashboard.levelBadge', { level: user.level })}
            </span>
          </div>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-widest text-gold-300/90 uppercase sm:text-sm">
              {t('nav.home')}
            </p>
            <h1
              id="dashboard-welcome"
              className="mt-1 text-2xl font-semibold break-words text-ink sm:text-4xl"
            >
              {newcomer
                ? t('hall.welcomeNew', { username: user.username })
                : t('dashboard.welcome', { username: user.username })}
            </h1>
            <p className="mt-1 text-mist">{classTitle}</p>
          </div>
        </div>

        <div className="mt-5 sm:mt-7">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold text-ink">{t('dashboard.experience')}</span>
            <span className="text-mist tabular-nums">
              {t('dashboard.xpProgress', { current: user.experience, total: user.experienceToNext })}
            </span>
          </div>
          <Progress
            value={percent}
            label={t('dashboard.experience')}
            valueText={t('dashboard.xpProgress', { current: user.experience, total: user.experienceToNext })}
          />
          <p className="mt-2 text-sm text-haze">
            {t('dashboard.xpToNext', { remaining, next: user.level + 1 })}
          </p>
        </div>

        <dl className="mt-4 grid grid-cols-3 gap-2 sm:mt-6 sm:gap-3">
          <StatTile
            layout="compact"
            icon={Coins}
            label={t('dashboard.gold')}
            value={formatNumber(user.gold)}
            tone="text-gold-300"
          />
          <StatTile
            layout="compact"
            icon={Heart}
            label={t('dashboard.health')}
            value={`${user.health}/${user.maxHealth}`}
            tone="text-ember-300"
          />
          <StatTile
            layout="compact"
            icon={Sword}
            label={t('dashboard.damage')}
            value={String(user.effectiveDamage)}
            tone="text-arcane-300"
          />
        </dl>
      </div>
    </Card>
  );
}
