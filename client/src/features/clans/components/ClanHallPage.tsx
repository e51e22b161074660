import type { User } from '@protocol/api/user.ts';
import { Flag, Plus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useJoinClan } from '../api/membership.ts';
import { useClanSearch } from '../api/search-clans.ts';
import { ClanCard } from './ClanCard.tsx';
import { CreateClanDialog } from './CreateClanDialog.tsx';
import { YourClanCard } from './YourClanCard.tsx';

/** The server is asked once the player pauses typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Clan Hall (/clans, spec 001 section 2): a search over every clan (name, tag, description, on
 * the server), a grid of clan cards, the Create Clan dialog and the player's own clan marked
 * 'Your Clan'. Join and create are offered only to players without a clan.
 */
export function ClanHallPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const clans = useClanSearch(search);
  const join = useJoinClan();
  const [creating, setCreating] = useState(false);
  const inClan = user.clanId !== null;
  const list = clans.data?.pages.flat() ?? [];
  const searching = clans.isFetching && !clans.isFetchingNextPage;

  let results: ReactNode;
  if (clans.isPending) {
    results = <LoadingBlock />;
  } else if (clans.isError && list.length === 0) {
    results = <LoadFailed onRetry={() => void clans.refetch()} retrying={clans.isFetching} />;
  } else if (list.length === 0) {
    results = (
      <Card className="flex flex-col items-center gap-3 px-5 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
          <Users className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold text-ink">
          {search ? t('clans.noResultsTitle') : t('clans.noClansTitle')}
        </h2>
        <p className="max-w-md text-mist">
          {search ? t('clans.noResultsText', { search }) : t('clans.noClansText')}
        </p>
        {inClan ? null : (
          <Button className="mt-2" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            {t('clans.createClan')}
          </Button>
        )}
      </Card>
    );
  } else {
    results = (
      <div className="flex flex-col gap-4">
        <ul
          aria-label={t('clans.resultsLabel')}
          aria-busy={searching || undefined}
          className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {list.map((clan) => (
            <ClanCard
              key={clan.id}
              clan={clan}
              mine={clan.id === user.clanId}
              canJoin={!inClan}
              joining={join.isPending && join.variables?.id === clan.id}
              busy={join.isPending}
              onJoin={(chosen) => join.mutate(chosen)}
            />
          ))}
        </ul>
        {clans.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            disabled={clans.isFetchingNextPage}
            onClick={() => void clans.fetchNextPage()}
          >
            {clans.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {t('clans.showMore')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('clans.pageTitle')} · ${t('app.name')}`}</title>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/50">
              <Flag className="size-6 text-gold-300" aria-hidden />
            </span>
            <div className="min-w-0">
              <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
                {t('clans.title')}
              </h1>
              <p className="mt-1 text-sm text-mist">{t('clans.subtitle')}</p>
            </div>
          </div>
          {inClan ? null : (
            <Button className="shrink-0" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t('clans.createClan')}
            </Button>
          )}
        </CardContent>
      </Card>

      {user.clanId ? <YourClanCard clanId={user.clanId} /> : null}

      <search className="flex flex-col gap-2">
        <TextField
          type="search"
          label={t('clans.searchLabel')}
          placeholder={t('clans.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={60}
          autoComplete="off"
          className="sm:max-w-md"
        />
        <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-haze">
          {searching && !clans.isPending ? (
            <>
              <Spinner className="size-4" />
              {t('clans.searching')}
            </>
          ) : null}
        </p>
      </search>

      {results}
      <CreateClanDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
