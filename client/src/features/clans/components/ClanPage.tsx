import type { ClanDetail } from '@protocol/api/clans.ts';
import type { User } from '@protocol/api/user.ts';
import { ArrowLeft, LogOut, Sparkles, Star, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorStatus } from '@/lib/errors.ts';
import { formatNumber } from '@/lib/format.ts';
import { useClan } from '../api/clan.ts';
import { useJoinClan, useLeaveClan } from '../api/membership.ts';
import { useClanFeedEvents } from '../realtime/useClanFeedEvents.ts';
import { ClanActivityFeed } from './ClanActivityFeed.tsx';
import { ClanMembers } from './ClanMembers.tsx';
import { ClanTagMark } from './ClanTagMark.tsx';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/clans"
      className="flex w-fit items-center gap-2 rounded-lg text-sm font-medium text-mist hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('clans.backToHall')}
    </Link>
  );
}

/** A clan's own page (/clans/:clanId): who it is, its members and its live activity feed. */
export function ClanPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { clanId = '' } = useParams();
  const clan = useClan(clanId);
  useClanFeedEvents(clanId);

  let body: ReactNode;
  if (clan.data) {
    body = <ClanOverview clan={clan.data} user={user} />;
  } else if (clan.isError && errorStatus(clan.error) === 404) {
    body = (
      <Notice tone="warning" title={t('clans.notFoundTitle')}>
        {t('clans.notFoundText')}
      </Notice>
    );
  } else if (clan.isError) {
    body = <LoadFailed onRetry={() => void clan.refetch()} retrying={clan.isFetching} />;
  } else {
    body = <LoadingBlock />;
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${clan.data?.name ?? t('clans.pageTitle')} · ${t('app.name')}`}</title>
      <BackLink />
      {body}
    </div>
  );
}

function ClanOverview({ clan, user }: { clan: ClanDetail; user: User }) {
  const { t } = useTranslation();
  const join = useJoinClan();
  const leave = useLeaveClan();
  const [confirming, setConfirming] = useState(false);
  const member = user.clanId === clan.id;
  const full = clan.memberCount >= clan.maxMembers;

  return (
    <>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 items-start gap-4">
            <ClanTagMark tag={clan.tag} className="h-16 min-w-16 px-2 text-lg" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="font-display text-2xl font-semibold [overflow-wrap:anywhere] text-ink sm:text-3xl">
                  {clan.name}
                </h1>
                {member ? <Badge tone="gold">{t('clans.yourClan')}</Badge> : null}
              </div>
              <p className="text-sm font-semibold tracking-wide text-haze">[{clan.tag}]</p>
              <p
                className={
                  clan.description
                    ? 'mt-2 max-w-3xl [overflow-wrap:anywhere] whitespace-pre-line text-mist'
                    : 'mt-2 text-haze italic'
                }
              >
                {clan.description ?? t('clans.noDescription')}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {member ? (
              <Button variant="secondary" disabled={leave.isPending} onClick={() => setConfirming(true)}>
                {leave.isPending ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden />}
                {t('clans.leave')}
              </Button>
            ) : user.clanId === null ? (
              <Button disabled={full || join.isPending} onClick={() => join.mutate(clan)}>
                {join.isPending ? <Spinner className="size-4" /> : null}
                {full ? t('clans.full') : join.isPending ? t('clans.joining') : t('clans.join')}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          layout="stacked"
          icon={Sparkles}
          tone="text-arcane-300"
          label={t('clans.levelLabel')}
          value={formatNumber(clan.level)}
        />
        <StatTile
          layout="stacked"
          icon={Users}
          tone="text-gold-300"
          label={t('clans.members')}
          value={t('clans.membersCount', {
            current: formatNumber(clan.memberCount),
            max: formatNumber(clan.maxMembers),
          })}
        />
        <StatTile
          layout="stacked"
          icon={Star}
          tone="text-verdant-300"
          label={t('clans.totalXp')}
          value={formatNumber(clan.totalXP)}
        />
      </dl>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ClanMembers clan={clan} userId={user.id} />
        <ClanActivityFeed clanId={clan.id} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('clans.leaveConfirmTitle', { name: clan.name })}
        description={t('clans.leaveConfirmText')}
        confirmLabel={t('clans.leave')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => leave.mutate()}
        destructive
      />
    </>
  );
}
