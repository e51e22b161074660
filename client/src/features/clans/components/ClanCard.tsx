import type { Clan } from '@protocol/api/clans.ts';
import { Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { ClanTagMark } from './ClanTagMark.tsx';

interface ClanCardProps {
  clan: Clan;
  /** The player's own clan: the 'Your Clan' badge. */
  mine: boolean;
  /** Join buttons only for players without a clan (spec 001 section 2). */
  canJoin: boolean;
  joining: boolean;
  /** Another join is on its way: one at a time. */
  busy: boolean;
  onJoin: (clan: Clan) => void;
}

/** One clan in the Clan Hall's grid: name, tag, description, level, members and the way in. */
export function ClanCard({ clan, mine, canJoin, joining, busy, onJoin }: ClanCardProps) {
  const { t } = useTranslation();
  const titleId = `clan-${clan.id}`;
  const full = clan.memberCount >= clan.maxMembers;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className={cn(
          'flex h-full flex-col gap-4 rounded-2xl border bg-night-800/80 p-5 shadow-glow',
          mine ? 'border-gold-400/60' : 'border-night-600/70',
        )}
      >
        <div className="flex items-start gap-3">
          <ClanTagMark tag={clan.tag} className="h-12 min-w-12 px-1.5 text-sm" />
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere] text-ink">
              {clan.name}
            </h3>
            <p className="text-xs font-semibold tracking-wide text-haze">[{clan.tag}]</p>
          </div>
          {mine ? <Badge tone="gold">{t('clans.yourClan')}</Badge> : null}
        </div>
        <p
          className={cn(
            'line-clamp-3 text-sm [overflow-wrap:anywhere]',
            clan.description ? 'text-mist' : 'text-haze italic',
          )}
        >
          {clan.description ?? t('clans.noDescription')}
        </p>
        <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5 text-haze">
              <Sparkles className="size-4 shrink-0 text-arcane-300" aria-hidden />
              {t('clans.levelLabel')}
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatNumber(clan.level)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5 text-haze">
              <Users className="size-4 shrink-0 text-gold-300" aria-hidden />
              {t('clans.members')}
            </dt>
            <dd className="font-semibold text-ink tabular-nums">
              {t('clans.membersCount', {
                current: formatNumber(clan.memberCount),
                max: formatNumber(clan.maxMembers),
              })}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {canJoin ? (
            <Button
              size="sm"
              className="flex-1"
              disabled={full || busy}
              aria-label={full ? undefined : t('clans.joinLabel', { name: clan.name })}
              onClick={() => onJoin(clan)}
            >
              {joining ? <Spinner className="size-4" /> : null}
              {full ? t('clans.full') : joining ? t('clans.joining') : t('clans.join')}
            </Button>
          ) : null}
          <Button asChild size="sm" variant="secondary" className={canJoin ? 'flex-1' : 'w-full'}>
            <Link to={`/clans/${clan.id}`} aria-label={t('clans.viewClanLabel', { name: clan.name })}>
              {t('clans.viewClan')}
            </Link>
          </Button>
        </div>
      </article>
    </li>
  );
}
