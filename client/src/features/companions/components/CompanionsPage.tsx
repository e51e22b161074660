import type { User } from '@protocol/api/user.ts';
import { COMPANION_HIT_BONUS } from '@protocol/rules/combat.ts';
import { bonusPercent, COMPANION_XP_BONUS } from '@protocol/rules/progression.ts';
import { PawPrint, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { companionName } from '@/lib/item-text.ts';
import { useCompanions } from '@/shared/queries/companions.ts';
import { useInventory } from '@/shared/queries/inventory.ts';
import { CompanionCard } from './CompanionCard.tsx';

/** /companions: the player's own companions (never sample pets), with feeding and the benefits. */
export function CompanionsPage({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const companions = useCompanions();
  const inventory = useInventory();
  const list = companions.data ?? [];
  const active = list.find((companion) => companion.isActive);
  const hasTreat = (inventory.data ?? []).some(
    (entry) => entry.item.effect?.kind === 'feedCompanion' && entry.quantity > 0,
  );
  // What the active companion does (DESIGN 11), from the rules the server applies.
  const help = { xp: bonusPercent(COMPANION_XP_BONUS), hits: bonusPercent(COMPANION_HIT_BONUS) };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('companions.pageTitle')} · ${t('app.name')}`}</title>
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
          {t('companions.title')}
        </h1>
        <p className="mt-1 text-mist">{t('companions.subtitle')}</p>
      </div>
      {companions.isPending ? (
        <LoadingBlock />
      ) : companions.isError ? (
        <LoadFailed onRetry={() => void companions.refetch()} retrying={companions.isFetching} />
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <PawPrint className="size-10 text-gold-300" aria-hidden />
            <h2 className="text-xl font-semibold text-ink">{t('companions.emptyTitle')}</h2>
            <p className="max-w-prose text-mist">{t('companions.emptyText', help)}</p>
            <Button asChild>
              <Link to="/shop?tab=pet">{t('companions.visitShop')}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {list.map((companion) => (
              <CompanionCard
                key={companion.id}
                companion={companion}
                gold={user.gold}
                hasTreat={hasTreat}
                name={companionName(companion, inventory.data ?? [], i18n.language)}
                icon={inventory.data?.find((entry) => entry.itemId === companion.itemId)?.item.icon ?? null}
              />
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg sm:text-xl">
                <Sparkles className="size-5 text-gold-300" aria-hidden />
                {t('companions.benefitsTitle')}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm text-mist">
              <p className="text-ink">
                {active
                  ? t('companions.benefitsActive', {
                      ...help,
                      name: companionName(active, inventory.data ?? [], i18n.language),
                    })
                  : t('companions.benefitsNone', help)}
              </p>
              <p>{t('companions.benefitsCare')}</p>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
