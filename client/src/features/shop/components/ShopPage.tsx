import { ITEM_TYPES, type Item } from '@protocol/api/items.ts';
import type { User } from '@protocol/api/user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Coins, RefreshCw, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { formatNumber } from '@/lib/format.ts';
import { useInventory } from '@/shared/queries/inventory.ts';
import { useItems } from '@/shared/queries/items.ts';
import { PurchaseDialog } from './PurchaseDialog.tsx';
import { ShopItemCard } from './ShopItemCard.tsx';

type ItemType = (typeof ITEM_TYPES)[number];
const isItemType = (value: string | null): value is ItemType => ITEM_TYPES.some((type) => type === value);

/** /shop: the catalogue in four tabs (weapons, armor, companions, consumables), bought with gold. */
export function ShopPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useItems();
  const inventory = useInventory();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ItemType = isItemType(requested) ? requested : 'weapon';
  const [buying, setBuying] = useState<Item | null>(null);

  const owned = new Set((inventory.data ?? []).map((entry) => entry.itemId));
  const refreshing = items.isFetching || inventory.isFetching;
  const refresh = () => {
    void items.refetch();
    void inventory.refetch();
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('shop.pageTitle')} · ${t('app.name')}`}</title>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/50">
              <Store className="size-6 text-gold-300" aria-hidden />
            </span>
            <div className="min-w-0">
              <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
                {t('shop.title')}
              </h1>
              <p className="mt-1 text-sm text-mist">{t('shop.subtitle')}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-2 rounded-xl bg-night-950/60 px-3 py-2 ring-1 ring-gold-400/40">
              <Coins className="size-5 text-gold-300" aria-hidden />
              <span className="text-sm text-mist">{t('shop.yourGold')}</span>
              <span className="font-semibold text-gold-200" data-testid="shop-gold">
                {formatNumber(user.gold)}
              </span>
            </p>
            <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
              {refreshing ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
              {t('shop.refresh')}
            </Button>
          </div>
        </CardContent>
      </Card>

      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'weapon' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label={t('shop.tabsLabel')} className="grid grid-cols-2 sm:flex">
          {ITEM_TYPES.map((type) => (
            <TabsTrigger key={type} value={type}>
              {t(`shop.tabs.${type}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ITEM_TYPES.map((type) => {
          const list = (items.data ?? []).filter((item) => item.type === type);
          return (
            <TabsContent key={type} value={type}>
              {items.isPending ? (
                <LoadingBlock />
              ) : items.isError ? (
                <LoadFailed onRetry={() => void items.refetch()} retrying={items.isFetching} />
              ) : list.length === 0 ? (
                <p className="py-8 text-center text-mist">{t('shop.empty')}</p>
              ) : (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((item) => (
                    <ShopItemCard
                      key={item.id}
                      item={item}
                      owned={item.type !== 'consumable' && owned.has(item.id)}
                      gold={user.gold}
                      onBuy={setBuying}
                    />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <PurchaseDialog item={buying} gold={user.gold} onClose={() => setBuying(null)} />
    </div>
  );
}
