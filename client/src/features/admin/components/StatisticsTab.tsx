import type { LiveStats } from '@protocol/socket/admin.ts';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Ban,
  Gauge,
  type LucideIcon,
  MailCheck,
  Plug,
  Server,
  Skull,
  Swords,
  UserCheck,
  Users,
  Wifi,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { getAdminStats } from '@/features/admin/api/users-api.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { type LiveState, useLiveStats } from '../realtime/use-live-stats.ts';

const CARDS = [
  { key: 'totalUsers', icon: Users, tone: 'text-gold-300' },
  { key: 'verifiedUsers', icon: MailCheck, tone: 'text-sky-300' },
  { key: 'bannedUsers', icon: Ban, tone: 'text-ember-300' },
  { key: 'activeUsers', icon: UserCheck, tone: 'text-verdant-300' },
] as const;

const LIVE = [
  { key: 'onlinePlayers', icon: Wifi, tone: 'text-verdant-300', rate: false },
  { key: 'connectedSockets', icon: Plug, tone: 'text-sky-300', rate: false },
  { key: 'activeParties', icon: Swords, tone: 'text-gold-300', rate: false },
  { key: 'activeBosses', icon: Skull, tone: 'text-ember-300', rate: false },
  { key: 'hitsPerSecond', icon: Zap, tone: 'text-gold-300', rate: true },
  { key: 'requestsPerSecond', icon: Gauge, tone: 'text-arcane-300', rate: true },
  { key: 'eventsPerSecond', icon: Activity, tone: 'text-sky-300', rate: true },
  { key: 'instances', icon: Server, tone: 'text-verdant-300', rate: false },
] as const satisfies ReadonlyArray<{
  key: Exclude<keyof LiveStats, 'at'>;
  icon: LucideIcon;
  tone: string;
  rate: boolean;
}>;

/** Statistics: the four account figures, then the live figures of every instance (every 2 s). */
export function StatisticsTab() {
  const { t, i18n } = useTranslation();
  const rateFormat = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  const stats = useQuery({ queryKey: queryKeys.adminStats, queryFn: getAdminStats, staleTime: 0 });
  const live = useLiveStats();

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="admin-stats-title" className="flex flex-col gap-4">
        <h2 id="admin-stats-title" className="text-xl font-semibold text-ink">
          {t('admin.area.stats.title')}
        </h2>
        {stats.isError ? (
          <AdminLoadFailed onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
          {CARDS.map(({ key, icon, tone }) => (
            <StatTile
              key={key}
              icon={icon}
              label={t(`admin.stats.${key}`)}
              value={stats.data ? formatNumber(stats.data[key]) : '–'}
              detail={t(`admin.stats.${key}Detail`)}
              tone={tone}
              layout="stacked"
            />
          ))}
        </dl>
      </section>

      <Card aria-labelledby="admin-live-title">
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="admin-live-title" className="text-xl font-semibold text-ink">
                {t('admin.area.stats.liveTitle')}
              </h2>
              <p className="mt-1 text-sm text-mist">{t('admin.area.stats.liveText')}</p>
            </div>
            <LiveBadge state={live.state} at={live.stats?.at ?? null} />
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-busy={!live.stats}>
            {LIVE.map(({ key, icon, tone, rate }) => (
              <StatTile
                key={key}
                icon={icon}
                label={t(`admin.area.stats.${key}`)}
                value={
                  live.stats
                    ? rate
                      ? rateFormat.format(live.stats[key])
                      : formatNumber(live.stats[key])
                    : '–'
                }
                tone={tone}
                layout="stacked"
              />
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

/** A steady dot and a word: no blinking, and a dropped link is reported without alarm colours. */
function LiveBadge({ state, at }: { state: LiveState; at: string | null }) {
  const { t, i18n } = useTranslation();
  const live = state === 'live';
  const label =
    state === 'live'
      ? t('admin.area.stats.live')
      : state === 'connecting'
        ? t('admin.area.stats.connecting')
        : t('admin.area.stats.reconnecting');
  return (
    <div className="flex flex-col items-start gap-0.5 sm:items-end" role="status" data-live-state={state}>
      <p
        className={cn(
          'flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold',
          live
            ? 'border-verdant-400/40 bg-verdant-900/40 text-verdant-300'
            : 'border-night-500 bg-night-700 text-mist',
        )}
      >
        <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-verdant-400' : 'bg-haze')} />
        {label}
      </p>
      <p className="text-xs text-haze">
        {at && live
          ? t('admin.area.stats.updatedAt', {
              time: new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { timeStyle: 'medium' }).format(
                new Date(at),
              ),
            })
          : state === 'live'
            ? t('admin.area.stats.waiting')
            : ''}
      </p>
    </div>
  );
}
