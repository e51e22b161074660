import { Plus, RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { describeError, useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { useJoinParty } from '../api/join-party.ts';
import { useParties } from '../api/parties.ts';

interface JoinPartyTabProps {
  /** The player's own party (hidden from the list), if any: Join is then disabled everywhere. */
  myPartyId: string | null;
  onJoined: () => void;
  onCreate: () => void;
}

/** Join Party: every other party as a card with its members, its state and a Join button. */
export function JoinPartyTab({ myPartyId, onJoined, onCreate }: JoinPartyTabProps) {
  const text = useBossText();
  const { t, number } = text;
  const parties = useParties();
  const join = useJoinParty();
  const [joiningId, setJoiningId] = useState<string | null>(null);
  const others = (parties.data ?? []).filter((party) => party.id !== myPartyId);

  const onJoin = (partyId: string) => {
    setJoiningId(partyId);
    join.mutate(partyId, {
      onSuccess: () => {
        toast({ title: t('partyJoined'), variant: 'success' });
        onJoined();
      },
      onError: (error) =>
        toast({ title: t('joinFailed'), description: describeError(text, error), variant: 'destructive' }),
      onSettled: () => setJoiningId(null),
    });
  };

  if (parties.data === undefined) {
    if (parties.isError) {
      return (
        <Notice tone="error" title={t('loadFailed')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void parties.refetch()}>
            <RefreshCw className="size-4" aria-hidden />
            {t('retry')}
          </Button>
        </Notice>
      );
    }
    return (
      <div className="flex justify-center py-12" role="status">
        <Spinner className="size-8 text-gold-300" label={t('loading')} />
      </div>
    );
  }

  if (others.length === 0) {
    return (
      <Card
        aria-labelledby="no-parties-title"
        className="flex flex-col items-center gap-3 px-5 py-10 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
          <Users className="size-7" aria-hidden />
        </span>
        <h2 id="no-parties-title" className="text-xl font-semibold text-ink sm:text-2xl">
          {t('noPartiesTitle')}
        </h2>
        <p className="max-w-md text-mist">{t('noPartiesText')}</p>
        {myPartyId ? null : (
          <Button className="mt-3" onClick={onCreate}>
            <Plus className="size-4" aria-hidden />
            {t('createParty')}
          </Button>
        )}
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {myPartyId ? <Notice tone="info" title={t('alreadyInParty')} /> : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {others.map((party) => {
          const full = party.members.length >= party.maxMembers;
          const titleId = `party-${party.id}`;
          return (
            <li key={party.id}>
              <Card aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3
                    id={titleId}
                    className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-ink"
                  >
                    {party.name}
                  </h3>
                  {party.currentBossId ? (
                    <Badge tone="gold">{t('activeBoss')}</Badge>
                  ) : (
                    <Badge tone="neutral">{t('preparing')}</Badge>
                  )}
                </div>
                <p className="flex items-center gap-2 text-sm text-mist">
                  <Users className="size-4 text-haze" aria-hidden />
                  {t('members')}{' '}
                  <span className="font-semibold text-ink tabular-nums">
                    {t('membersCount', {
                      current: number(party.members.length),
                      max: number(party.maxMembers),
                    })}
                  </span>
                  {full ? <Badge tone="neutral">{t('full')}</Badge> : null}
                </p>
                <Button
                  className="mt-auto"
                  aria-describedby={titleId}
                  disabled={myPartyId !== null || joiningId !== null || full}
                  aria-busy={joiningId === party.id || undefined}
                  onClick={() => onJoin(party.id)}
                >
                  {joiningId === party.id ? <Spinner className="size-4" /> : null}
                  {t('join')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
