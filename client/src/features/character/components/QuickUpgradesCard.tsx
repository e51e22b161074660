import type { InventoryEntry, Item } from '@protocol/api/items.ts';
import type { User } from '@protocol/api/user.ts';
import { Coins, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemBonuses } from '@/components/item-details.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatNumber } from '@/lib/format.ts';
import { itemText } from '@/lib/item-text.ts';
import { useItems } from '@/shared/queries/items.ts';
import { useBuyAndEquip } from '../api/buy-and-equip.ts';
import { nextUpgrades, type Slot } from '../utils/upgrades.ts';

type BuyAndEquip = ReturnType<typeof useBuyAndEquip>;

function UpgradeRow({
  item,
  owned,
  gold,
  action,
}: {
  item: Item;
  owned: boolean;
  gold: number;
  action: BuyAndEquip;
}) {
  const { t, i18n } = useTranslation();
  const name = itemText(item, i18n.language).name;
  const affordable = owned || gold >= item.price;
  const busy = action.isPending && action.variables?.item.id === item.id;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <ItemIcon name={item.icon} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="font-semibold break-words text-ink">{name}</p>
          <ItemBonuses item={item} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {owned ? (
          <span className="text-sm text-verdant-300">{t('character.quickBuy.owned')}</span>
        ) : (
          <span className="flex items-center gap-1 text-sm font-semibold text-gold-300">
            <Coins className="size-4" aria-hidden />
            {t('items.price', { price: formatNumber(item.price) })}
          </span>
        )}
        <Button
          size="sm"
          variant={owned ? 'outline' : affordable ? 'primary' : 'secondary'}
          disabled={action.isPending || !affordable}
          title={affordable ? undefined : t('character.quickBuy.notEnoughGold')}
          aria-label={
            owned
              ? t('character.quickBuy.equipLabel', { name })
              : t('character.quickBuy.buyAndEquipLabel', { name, price: formatNumber(item.price) })
          }
          onClick={() => action.mutate({ item, owned })}
        >
          {busy ? <Spinner className="size-4" /> : null}
          {busy && action.step
            ? t(action.step === 'buying' ? 'character.quickBuy.buying' : 'character.quickBuy.equipping')
            : t(owned ? 'character.quickBuy.equip' : 'character.quickBuy.buyAndEquip')}
        </Button>
      </div>
    </li>
  );
}

function UpgradeColumn({
  slot,
  catalogue,
  user,
  owned,
  action,
}: {
  slot: Slot;
  catalogue: readonly Item[];
  user: User;
  owned: ReadonlySet<string>;
  action: BuyAndEquip;
}) {
  const { t } = useTranslation();
  const upgrades = nextUpgrades(
    catalogue,
    slot,
    slot === 'weapon' ? user.equippedWeapon : user.equippedArmor,
  );
  const headingId = `quick-${slot}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-mist uppercase">
        {t(slot === 'weapon' ? 'character.quickBuy.weapons' : 'character.quickBuy.armor')}
      </h3>
      {upgrades.length === 0 ? (
        <p className="text-sm text-haze">
          {t(slot === 'weapon' ? 'character.quickBuy.bestWeapon' : 'character.quickBuy.bestArmor')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {upgrades.map((item) => (
            <UpgradeRow
              key={item.id}
              item={item}
              owned={owned.has(item.id)}
              gold={user.gold}
              action={action}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The spec's purchase-and-equip panel, made real: the next three weapons and armor pieces. */
export function QuickUpgradesCard({ user, entries }: { user: User; entries: readonly InventoryEntry[] }) {
  const { t } = useTranslation();
  const items = useItems();
  const action = useBuyAndEquip();
  const owned = new Set(entries.map((entry) => entry.itemId));
  return (
    <Card aria-labelledby="quick-upgrades-title">
      <CardHeader>
        <CardTitle id="quick-upgrades-title" className="flex items-center gap-2">
          <ShoppingBag className="size-5 text-gold-300" aria-hidden />
          {t('character.quickBuy.title')}
        </CardTitle>
        <CardDescription>{t('character.quickBuy.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.isPending ? (
          <LoadingBlock className="py-6" />
        ) : items.isError ? (
          <LoadFailed onRetry={() => void items.refetch()} retrying={items.isFetching} />
        ) : (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            {(['weapon', 'armor'] as const).map((slot) => (
              <UpgradeColumn
                key={slot}
                slot={slot}
                catalogue={items.data}
                user={user}
                owned={owned}
                action={action}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
