import type { Item } from '@protocol/api/items.ts';
import { Check, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemBonuses, RarityBadge } from '@/components/item-details.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { ItemSetNote, ItemSetTag } from '@/components/item-set-tag.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatNumber } from '@/lib/format.ts';
import { itemText } from '@/lib/item-text.ts';

interface ShopItemCardProps {
  item: Item;
  owned: boolean;
  gold: number;
  onBuy: (item: Item) => void;
}

/** One catalogue item: icon, name, rarity, its set and the set's bonus, bonuses, price and Buy (or Owned). */
export function ShopItemCard({ item, owned, gold, onBuy }: ShopItemCardProps) {
  const { t, i18n } = useTranslation();
  const { name, description } = itemText(item, i18n.language);
  const affordable = gold >= item.price;
  return (
    <article
      aria-label={name}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-night-600/70 bg-night-800/80 p-4 shadow-glow"
    >
      <div className="flex min-w-0 items-start gap-3">
        <ItemIcon name={item.icon} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold break-words text-ink">{name}</h3>
          <div className="flex flex-wrap gap-1.5">
            <RarityBadge rarity={item.rarity} />
            {/* The note below says the set's bonus out loud: the tag stays short for everyone. */}
            <ItemSetTag item={item} explained={false} />
          </div>
        </div>
      </div>
      <p className="text-sm break-words text-mist">{description}</p>
      <ItemBonuses item={item} />
      <ItemSetNote item={item} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="flex items-center gap-1.5 font-semibold text-gold-300">
          <Coins className="size-4" aria-hidden />
          {t('items.price', { price: formatNumber(item.price) })}
        </p>
        {owned ? (
          <Badge tone="success">
            <Check className="size-3.5" aria-hidden />
            {t('shop.owned')}
          </Badge>
        ) : (
          <Button
            size="sm"
            disabled={!affordable}
            aria-label={t('shop.buyLabel', { name, price: item.price })}
            title={affordable ? undefined : t('shop.notEnoughGold')}
            onClick={() => onBuy(item)}
          >
            {t('shop.buy')}
          </Button>
        )}
      </div>
    </article>
  );
}
