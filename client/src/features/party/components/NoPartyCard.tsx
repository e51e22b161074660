import { Plus, Search, Users } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';

/** My Party without a party: 'No party yet', with the two ways in. */
export function NoPartyCard({ onCreate, onBrowse }: { onCreate: () => void; onBrowse: () => void }) {
  const { t } = useBossText();
  return (
    <Card
      aria-labelledby="no-party-title"
      className="flex flex-col items-center gap-3 px-5 py-10 text-center sm:px-8"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
        <Users className="size-7" aria-hidden />
      </span>
      <h2 id="no-party-title" className="text-xl font-semibold text-ink sm:text-2xl">
        {t('noPartyTitle')}
      </h2>
      <p className="max-w-md text-mist">{t('noPartyText')}</p>
      <div className="mt-3 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:gap-3">
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden />
          {t('createParty')}
        </Button>
        <Button variant="secondary" onClick={onBrowse}>
          <Search className="size-4" aria-hidden />
          {t('browseParties')}
        </Button>
      </div>
    </Card>
  );
}
