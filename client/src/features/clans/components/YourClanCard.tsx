import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useClan } from '../api/clan.ts';
import { ClanTagMark } from './ClanTagMark.tsx';

/** A member's shortcut at the top of the Clan Hall: their clan, marked 'Your Clan', and its page. */
export function YourClanCard({ clanId }: { clanId: string }) {
  const { t } = useTranslation();
  const clan = useClan(clanId);
  if (!clan.data) return null;
  const { data } = clan;
  return (
    <Card
      aria-labelledby="your-clan-title"
      className="flex flex-col gap-4 border-gold-400/50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <ClanTagMark tag={data.tag} className="h-14 min-w-14 px-2 text-base" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="your-clan-title" className="text-xl font-semibold [overflow-wrap:anywhere] text-ink">
              {data.name}
            </h2>
            <Badge tone="gold">{t('clans.yourClan')}</Badge>
          </div>
          <p className="mt-1 text-sm text-mist">
            {t('clans.levelLabel')} {formatNumber(data.level)} · {t('clans.members')}{' '}
            {t('clans.membersCount', {
              current: formatNumber(data.memberCount),
              max: formatNumber(data.maxMembers),
            })}
          </p>
          <p className="mt-1 text-sm text-haze">{t('clans.yourClanText')}</p>
        </div>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to={`/clans/${data.id}`}>
          {t('clans.openClan')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
