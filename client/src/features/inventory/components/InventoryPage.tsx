import type { InventoryEntry } from '@protocol/api/items.ts';
import { Backpack, Coins, Package, PawPrint, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useInventory } from '@/shared/queries/inventory.ts';
import { InventoryEntryCard } from './InventoryEntryCard.tsx';

const TABS = ['weapon', 'armor', 'consumable', 'pet'] as const;

/** Item count (with quantities) and total value (price x quantity). */
export function inventoryTotals(entries: readonly InventoryEntry[]) {
  return entries.reduce(
    (totals, entry) => ({
      items: totals.items + entry.quantity,
      value: totals.value + entry.item.price * entry.quantity,
    }),
    { items: 0, value: 0 },
  );
}

function EmptyInventory() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Backpack className="size-10 text-gold-300" aria-hidden />
        <h2 className="text-xl font-semibold text-ink">{t('inventory.emptyTitle')}</h2>
        <p className="text-mist">{t('inventory.emptyText')}</p>
        <Button asChild>
          <Link to="/shop">
            <Store className="size-4" aria-hidden />
            {t('inventory.visitShop')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /inventory: the player's real items in four tabs, with totals, equip and use. */
export function InventoryPage() {
  const { t } = useTranslation();
  const inventory = useInventory();
  const entries = inventory.data ?? [];
  const totals = inventoryTotals(entries);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('inventory.pageTitle')} · ${t('app.name')}`}</title>
      <Card>
        <CardContent className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
              {t('inventory.title')}
            </h1>
            <p className="mt-1 text-sm text-mist">{t('inventory.subtitle')}</p>
          </div>
          <dl className="grid grid-cols-3 gap-2 md:min-w-[28rem]">
            <StatTile
              layout="stacked"
              icon={Package}
              tone="text-arcane-300"
              label={t('inventory.totalItems')}
              value={formatNumber(totals.items)}
            />
            <StatTile
              layout="stacked"
              icon={Coins}
              tone="text-gold-300"
              label={t('inventory.totalValue')}
              value={formatNumber(totals.value)}
            />
            <StatTile
              layout="stacked"
              icon={Backpack}
              tone="text-verdant-300"
              label={t('inventory.equippedCount')}
              value={String(entries.filter((entry) => entry.equipped).length)}
            />
          </dl>
        </CardContent>
      </Card>

      {inventory.isPending ? (
        <LoadingBlock />
      ) : inventory.isError ? (
        <LoadFailed onRetry={() => void inventory.refetch()} retrying={inventory.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyInventory />
      ) : (
        <Tabs defaultValue="weapon">
          <TabsList aria-label={t('inventory.tabsLabel')} className="grid grid-cols-2 sm:flex">
            {TABS.map((type) => (
              <TabsTrigger key={type} value={type}>
                {t(`inventory.tabs.${type}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((type) => {
            const list = entries.filter((entry) => entry.type === type);
            return (
              <TabsContent key={type} value={type} className="flex flex-col gap-4">
                {list.length === 0 ? (
                  <div className="flex flex-col items-center gap-3 py-8 text-center">
                    <p className="text-mist">{t('inventory.emptyTab')}</p>
                    <Button asChild variant="outline" size="sm">
                      <Link to={`/shop?tab=${type}`}>{t('inventory.visitShop')}</Link>
                    </Button>
                  </div>
                ) : (
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {list.map((entry) => (
                      <InventoryEntryCard key={entry.id} entry={entry} />
                    ))}
                  </div>
                )}
                {type === 'pet' && list.length > 0 ? (
                  <Button asChild variant="outline" size="sm" className="self-start">
                    <Link to="/companions">
                      <PawPrint className="size-4" aria-hidden />
                      {t('inventory.companionsLink')}
                    </Link>
                  </Button>
                ) : null}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
