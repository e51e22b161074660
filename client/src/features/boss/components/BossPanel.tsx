import type { Boss } from '@protocol/api/boss.ts';
import type { Party } from '@protocol/api/parties.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, RefreshCw, Trophy } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { BossCard } from './BossCard.tsx';
import { Countdown } from './Countdown.tsx';

/** Once the rest is over and no `boss:spawned` has come, ask again now and then (the GET spawns it). */
const DUE_REFRESH_MS = 5000;

interface BossPanelProps {
  party: Party;
  boss: Boss | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The fight's state: the live boss, Victory after a defeat, or the rest before the next boss. */
export function BossPanel({ party, boss, loading, failed, onRetry }: BossPanelProps) {
  const { t, number } = useBossText();
  const queryClient = useQueryClient();
  const [dueAt, setDueAt] = useState<string | null>(null);
  const due = dueAt !== null && dueAt === party.nextBossAt;
  const onDue = useCallback(() => setDueAt(party.nextBossAt), [party.nextBossAt]);

  useEffect(() => {
    if (!due) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bossOf(party.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myParty });
    };
    refresh();
    const timer = window.setInterval(refresh, DUE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [due, party.id, queryClient]);

  if (boss === undefined && loading) {
    return (
      <Card className="flex min-h-48 items-center justify-center p-6" role="status">
        <Spinner className="size-8 text-gold-300" label={t('loading')} />
      </Card>
    );
  }
  if (boss === undefined && failed) {
    return (
      <Notice tone="error" title={t('loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden />
          {t('retry')}
        </Button>
      </Notice>
    );
  }

  const countdown = party.nextBossAt ? <Countdown to={party.nextBossAt} onDue={onDue} /> : null;

  if (boss && boss.defeated) {
    return (
      <div className="flex flex-col gap-4">
        <section
          role="status"
          aria-labelledby="victory-title"
          className="flex gap-4 rounded-2xl border border-gold-400/50 bg-gradient-to-br from-gold-400/15 to-night-800/80 p-5 sm:p-6"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-400/20 text-gold-300 ring-1 ring-gold-400/40">
            <Trophy className="size-6" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 id="victory-title" className="text-2xl font-semibold text-gold-200">
              {t('victoryTitle')}
            </h2>
            <p className="text-ink">{t('victoryText')}</p>
            <p className="text-sm text-mist">
              {t('victoryRewards', { xp: number(boss.xpReward), coins: number(boss.coinReward) })}
            </p>
            {countdown}
          </div>
        </section>
        <BossCard boss={boss} />
      </div>
    );
  }

  if (boss) return <BossCard boss={boss} />;

  return (
    <Card aria-labelledby="no-boss-title" className="flex flex-col items-center gap-3 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
        <Hourglass className="size-7" aria-hidden />
      </span>
      <h2 id="no-boss-title" className="text-xl font-semibold text-ink sm:text-2xl">
        {t('noBossTitle')}
      </h2>
      <p className="text-mist">{t('noBossText')}</p>
      {countdown}
    </Card>
  );
}
