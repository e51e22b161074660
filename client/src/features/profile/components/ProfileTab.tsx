import type { User } from '@protocol/api/user.ts';
import { Coins, Flame, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/stat-tile.tsx';
import { formatNumber } from '@/lib/format.ts';
import { DetailsCard } from './DetailsCard.tsx';
import { NicknameCard } from './NicknameCard.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { QuickAddCard } from './QuickAddCard.tsx';
import { RestModeCard } from './RestModeCard.tsx';
import { UsernameCard } from './UsernameCard.tsx';

/**
 * The 'profile' tab: four stat tiles, the nickname editor, the username form, rest mode, the quick
 * add's switch, personal details and notifications.
 */
export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <StatTile
          icon={Star}
          tone="text-arcane-300"
          label={t('profile.stats.level')}
          value={String(user.level)}
        />
        <StatTile
          icon={Sparkles}
          tone="text-gold-300"
          label={t('profile.stats.experience')}
          value={formatNumber(user.experience)}
          detail={t('character.xpValue', { current: user.experience, total: user.experienceToNext })}
        />
        <StatTile
          icon={Coins}
          tone="text-gold-300"
          label={t('profile.stats.gold')}
          value={formatNumber(user.gold)}
        />
        <StatTile
          icon={Flame}
          tone="text-ember-300"
          label={t('profile.stats.streak')}
          value={t('common.days', { count: user.currentStreak })}
        />
      </dl>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          {/* A new saved value (also from another tab) restarts the form from it. */}
          <NicknameCard key={user.nickname ?? ''} nickname={user.nickname} />
          <UsernameCard key={user.username} username={user.username} />
          <RestModeCard user={user} />
          <QuickAddCard user={user} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsCard
            key={[user.firstName, user.lastName, user.timezone, user.language].join('|')}
            user={user}
          />
          <NotificationsCard user={user} />
        </div>
      </div>
    </div>
  );
}
