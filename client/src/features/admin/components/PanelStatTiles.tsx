import type { AdminStats } from '@protocol/api/admin.ts';
import { Ban, CheckCheck, MailCheck, ScrollText, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/stat-tile.tsx';
import { formatNumber } from '@/lib/format.ts';

const TILES = [
  { key: 'totalUsers', icon: Users, tone: 'text-gold-300' },
  { key: 'activeUsers', icon: UserCheck, tone: 'text-verdant-300' },
  { key: 'verifiedUsers', icon: MailCheck, tone: 'text-sky-300' },
  { key: 'bannedUsers', icon: Ban, tone: 'text-ember-300' },
  { key: 'totalQuests', icon: ScrollText, tone: 'text-arcane-300' },
  { key: 'completedQuestsToday', icon: CheckCheck, tone: 'text-verdant-300' },
] as const;

/** The six figures of GET /api/admin/stats ('–' while they load). */
export function PanelStatTiles({ stats }: { stats: AdminStats | undefined }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
      {TILES.map(({ key, icon, tone }) => (
        <StatTile
          key={key}
          icon={icon}
          label={t(`admin.stats.${key}`)}
          value={stats ? formatNumber(stats[key]) : '–'}
          tone={tone}
          layout="stacked"
        />
      ))}
    </dl>
  );
}
