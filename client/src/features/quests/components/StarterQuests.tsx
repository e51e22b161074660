import type { Quest } from '@protocol/api/quests.ts';
import { Plus, ScrollText, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAcceptStarter, useStarterOffers } from '../api/starter-quests.ts';

/**
 * The empty Quest Board keeps its promise (DESIGN 11): three small quests the Quest Companion offers
 * for today, each added with one click and never without it. Once all are added (or none can be
 * read) the board says plainly what comes next, and promises nothing that would not happen.
 */
export function StarterQuests({ onAdded }: { onAdded?: (quest: Quest) => void }) {
  const { t } = useTranslation();
  const offers = useStarterOffers(true);
  const accept = useAcceptStarter();
  const pendingId = accept.isPending ? accept.variables : null;
  const list = offers.data?.offers ?? [];

  if (offers.isPending) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t('common.loading')}>
        <Spinner className="size-6 text-gold-300" />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-night-500 px-4 py-10 text-center">
        <ScrollText className="size-8 text-haze" aria-hidden />
        <p className="max-w-sm text-mist">
          {offers.isError ? t('starters.loadFailed') : t('starters.noneLeft')}
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="starter-quests-title" className="flex flex-col gap-3">
      <div>
        <h3 id="starter-quests-title" className="flex items-center gap-2 font-semibold text-ink">
          <Sparkles className="size-4 text-gold-300" aria-hidden />
          {t('starters.title')}
        </h3>
        <p className="mt-1 text-sm text-mist">{t('starters.text')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {list.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-col gap-3 rounded-xl border border-dashed border-gold-400/40 bg-night-900/60 p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere] text-ink">
                {offer.title}
                <Badge tone="success">{t('starters.easy')}</Badge>
              </p>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-mist">{offer.description}</p>
            </div>
            <Button
              size="sm"
              className="shrink-0"
              aria-label={t('starters.addLabel', { title: offer.title })}
              aria-disabled={accept.isPending || undefined}
              onClick={() => {
                if (accept.isPending) return;
                accept.mutate(offer.id, { onSuccess: (quest) => onAdded?.(quest) });
              }}
            >
              {pendingId === offer.id ? (
                <Spinner className="size-4" />
              ) : (
                <Plus className="size-4" aria-hidden />
              )}
              {t('starters.add')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
